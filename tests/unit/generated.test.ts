// Generated code is never edited by hand: these fail when the committed output is stale.
import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

describe('generated files', () => {
  it('openapi/openapi.yaml and sdk/schema.d.ts match the contract sources', () => {
    const out = execFileSync('node', ['scripts/gen-sdk.mjs', '--check'], { encoding: 'utf8' })
    expect(out).toContain('up to date')
  }, 60_000)
})
