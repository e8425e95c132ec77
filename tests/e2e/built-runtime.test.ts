// The shipped build runs on React 19 itself, not preact/compat (docs/decisions/017): checked over
// the built files in dist/, the scripts and what their source maps say they were made from.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { panelFiles } from '../../panda.config'
import { type ImportEdge, importGraph } from '../../scripts/layout/graph.mjs'
import { recipes, slotRecipes } from '../../src/theme/recipes'

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

// Panda writes a recipe's rules only where its static extraction sees the recipe used, and each
// of the two sheets scans its own files (panda.config.ts without panelFiles, the panels' sheet all
// of src): a recipe applied in a way the extractor misses (issue 27: the toast's parts as a bare
// <Root>) or a panel-only file shown on a public page (/register-store) shipped unstyled.
const globRegex = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/^\.\//, '')
      .replace(/[.+^$()|[\]\\]/g, '\\$&')
      .replace(/\{([^}]*)\}/g, (_, list: string) => `(${list.split(',').join('|')})`)
      .split('**')
      .map((part) => part.replace(/\*/g, '[^/]*'))
      .join('.*')}$`,
  )
const panelOnly = panelFiles.map(globRegex)
const isPanelFile = (file: string) => panelOnly.some((glob) => glob.test(file))
const PANEL_SHEET = 'src/ui/panel/panel.css'

/** The rules a recipe's base must have in a sheet: `.button`, or `.toast__root` for each styled slot. */
function baseClasses(name: string): string[] {
  const recipe = (recipes as Record<string, { className?: string }>)[name]
  if (recipe) return [`.${recipe.className ?? name}`]
  const slot = (slotRecipes as Record<string, { className?: string; base?: Record<string, object> }>)[name]
  if (!slot) return []
  return Object.entries(slot.base ?? {})
    .filter(([, styles]) => Object.keys(styles).length > 0)
    .map(([part]) => `.${slot.className ?? name}__${part}`)
}

const RECIPE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]styled-system\/recipes['"]/g
function recipesUsed(source: string): string[] {
  return [...source.matchAll(RECIPE_IMPORT)].flatMap((m) =>
    m[1]
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && !s.startsWith('type '))
      .map((s) => s.split(/\s+as\s+/)[0]),
  )
}

describe('the built stylesheets', () => {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8')
  const mainHref = html.match(/href="\/(assets\/index-[^"]+\.css)"/)?.[1] ?? ''
  const main = readFileSync(join(DIST, mainHref), 'utf8')
  const panelName = readdirSync(join(DIST, 'assets')).find((f) => /^panel-.*\.css$/.test(f)) ?? ''
  const panel = readFileSync(join(DIST, 'assets', panelName), 'utf8')
  const has = (sheet: string, selector: string) =>
    new RegExp(`${selector.replace(/[.]/g, '\\.')}(?![\\w-])`).test(sheet)
  const graph = importGraph(process.cwd(), ['src'])

  it('has the base rules of every recipe a file uses, in the sheet that file is shown with', () => {
    const missing: string[] = []
    for (const file of graph.files) {
      const sheet = isPanelFile(file) ? panel : main
      for (const name of recipesUsed(readFileSync(file, 'utf8'))) {
        const classes = baseClasses(name)
        if (classes.length === 0) missing.push(`${file}: ${name} is no recipe of src/theme/recipes`)
        for (const selector of classes) {
          if (!has(sheet, selector))
            missing.push(`${file}: ${selector} (${isPanelFile(file) ? 'panel' : 'storefront'} sheet)`)
        }
      }
    }
    expect(missing).toEqual([])
    // The toast, the case that shipped without styles, in the sheet every page loads.
    expect(has(main, '.toast__root')).toBe(true)
  })

  it("loads the panels' sheet with every page outside the panels that shows a panel-only file", () => {
    const next = new Map<string, ImportEdge[]>()
    for (const e of graph.edges) if (!e.typeOnly && !e.dynamic) next.set(e.from, [...(next.get(e.from) ?? []), e])
    const wrong: string[] = []
    for (const route of graph.files.filter((f) => f.startsWith('src/routes/') && !isPanelFile(f))) {
      const seen = new Set([route])
      const queue = [route]
      for (const file of queue) {
        for (const e of next.get(file) ?? []) if (!seen.has(e.to)) seen.add(e.to) && queue.push(e.to)
      }
      const panelParts = [...seen].filter(isPanelFile)
      if (panelParts.length > 0 && !seen.has(PANEL_SHEET)) wrong.push(`${route}: ${panelParts.join(', ')}`)
    }
    expect(wrong).toEqual([])
  })
})
