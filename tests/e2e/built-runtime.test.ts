// The shipped build runs on React 19 itself, not preact/compat (docs/decisions/017): checked over
// the built files in dist/, the scripts and what their source maps say they were made from.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const DIST = 'dist'

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

// Preact 11 marks its vnodes with Symbol.for('pv'); every Preact builds vnodes with these fields.
const PREACT_CODE = [/Symbol\.for\(["'`]pv["'`]\)/, /__k:null,__:null,__b:0/]

describe('the built PWA', () => {
  it('has no Preact in it and carries React 19', () => {
    expect(existsSync(join(DIST, 'index.html')), 'dist/ is missing: run the build first').toBe(true)
    const all = files(DIST)
    const scripts = all.filter((file) => file.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(5)
    for (const script of scripts) {
      const code = readFileSync(script, 'utf8')
      for (const pattern of PREACT_CODE) expect(pattern.test(code), `${script} has Preact's ${pattern}`).toBe(false)
    }
    const maps = all.filter((file) => file.endsWith('.js.map'))
    expect(maps.length).toBeGreaterThan(5)
    const sources = maps.flatMap((map) => (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources)
    expect(sources.filter((source) => /node_modules\/preact\//.test(source))).toEqual([])
    // React itself: its DOM renderer and React 19's element marker are in the first script.
    expect(
      sources.some((source) => /node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/.test(source)),
    ).toBe(true)
    const html = readFileSync(join(DIST, 'index.html'), 'utf8')
    const entry = html.match(/<script type="module"[^>]*src="\/(assets\/index-[^"]+\.js)"/)?.[1]
    expect(entry, 'index.html names its first script').toBeTruthy()
    expect(readFileSync(join(DIST, entry as string), 'utf8')).toMatch(
      /Symbol\.for\(["'`]react\.transitional\.element["'`]\)/,
    )
  })
})
