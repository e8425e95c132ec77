// The server's layout rules (issue 12 items 1 and 2): one module per contract file, whose
// handlers.ts answers exactly that file's operations and holds no SQL (Biome's
// noRestrictedImports override refuses drizzle-orm there; this also catches db calls).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { moduleHandlers } from '../../server/modules'

const root = join(import.meta.dirname, '../..')
const contractFiles = readdirSync(join(root, 'openapi/src'))
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => ({ name: f.replace(/\.yaml$/, ''), text: readFileSync(join(root, 'openapi/src', f), 'utf8') }))
  .map((f) => ({ ...f, operations: [...f.text.matchAll(/operationId:\s*(\S+)/g)].map((m) => m[1]) }))
  .filter((f) => f.operations.length > 0)

describe('server modules', () => {
  it('has one module per contract file with operations, and no other', () => {
    expect(Object.keys(moduleHandlers).sort()).toEqual(contractFiles.map((f) => f.name).sort())
  })

  it.each(contractFiles)('modules/$name/handlers.ts answers only operations of $name.yaml', ({ name, operations }) => {
    const handled = Object.keys(moduleHandlers[name as keyof typeof moduleHandlers])
    expect(handled.filter((op) => !operations.includes(op))).toEqual([])
  })

  it.each(contractFiles)('modules/$name/handlers.ts holds no SQL', ({ name }) => {
    const text = readFileSync(join(root, 'server/modules', name, 'handlers.ts'), 'utf8')
    expect(text).not.toMatch(/from 'drizzle-orm/)
    expect(text).not.toMatch(/\bsql`/)
    expect(text).not.toMatch(/\.(select|insert|update|delete|execute)\(/)
    expect(text).not.toMatch(/db\/(schema|rows)'/)
  })
})
