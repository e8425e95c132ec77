// The import graph of the repository's own TypeScript, read with a plain scan of import and
// export-from statements (relative paths and the #… aliases of tsconfig.base.json: packages are
// not ours). Shared by the layout
// report (scripts/layout/report.mjs) and the boundary test (tests/unit/boundaries.test.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { tsconfigPaths } from './aliases.mjs'

const SKIP = new Set(['node_modules', 'dist', 'styled-system', 'dev-dist', 'data', 'migrations', 'screenshots'])
const CODE = /\.(ts|tsx|mjs)$/

export function listCode(root, dirs) {
  const out = []
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name)) continue
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (CODE.test(name) && !name.endsWith('.d.ts')) out.push(path)
    }
  }
  for (const d of dirs) if (existsSync(join(root, d))) walk(join(root, d))
  return out.map((p) => relative(root, p))
}

// `import type` and `export type` lines are left out: they vanish at build time and cannot make
// a cycle at run time, but they still count as a dependency between folders (kept separately).
const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g
const DYNAMIC = /import\(\s*['"]([^'"]+)['"]\s*\)/g

function resolveSpec(root, from, spec) {
  let base
  const alias = spec.startsWith('#')
    ? tsconfigPaths(root).find((a) => (a.prefix ? spec.startsWith(a.alias) : spec === a.alias))
    : null
  if (spec.startsWith('.')) base = resolve(root, dirname(from), spec)
  else if (alias) base = resolve(root, alias.target + spec.slice(alias.alias.length))
  else return null
  const tries = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, join(base, 'index.ts'), join(base, 'index.tsx')]
  if (/\.js$/.test(base)) tries.unshift(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'))
  for (const t of tries) if (existsSync(t) && statSync(t).isFile()) return relative(root, t)
  return null
}

/** Edges: { from, to, typeOnly, dynamic } for every relative import that resolves to our code. */
export function importGraph(root, dirs) {
  const files = listCode(root, dirs)
  const edges = []
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8')
    for (const m of text.matchAll(IMPORT)) {
      const to = resolveSpec(root, file, m[3])
      if (to) edges.push({ from: file, to, typeOnly: Boolean(m[2]), dynamic: false })
    }
    for (const m of text.matchAll(DYNAMIC)) {
      const to = resolveSpec(root, file, m[1])
      if (to) edges.push({ from: file, to, typeOnly: false, dynamic: true })
    }
  }
  return { files, edges }
}

/** Strongly connected components with more than one file (Tarjan), over run-time static imports. */
export function cycles({ files, edges }) {
  const next = new Map(files.map((f) => [f, []]))
  for (const e of edges) if (!e.typeOnly && !e.dynamic && next.has(e.from)) next.get(e.from).push(e.to)
  let index = 0
  const idx = new Map()
  const low = new Map()
  const stack = []
  const on = new Set()
  const out = []
  const visit = (v) => {
    idx.set(v, index)
    low.set(v, index)
    index++
    stack.push(v)
    on.add(v)
    for (const w of next.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v), low.get(w)))
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)))
    }
    if (low.get(v) === idx.get(v)) {
      const comp = []
      let w
      do {
        w = stack.pop()
        on.delete(w)
        comp.push(w)
      } while (w !== v)
      if (comp.length > 1) out.push(comp.sort())
    }
  }
  for (const f of files) if (!idx.has(f)) visit(f)
  return out
}

/** The feature a file belongs to (src/features/<name>/...), or null. */
export function featureOf(file) {
  const m = /^src\/features\/([^/]+)\//.exec(file)
  return m ? m[1] : null
}

/** Imports from one feature into another (type-only included: they couple the code all the same). */
export function crossFeatureImports({ edges }) {
  return edges.filter((e) => {
    const a = featureOf(e.from)
    const b = featureOf(e.to)
    return a && b && a !== b
  })
}

/**
 * The PWA's layers, lowest first: a file may import from its own layer and the ones below it,
 * never from one above (type-only and lazy imports included). lib holds plain helpers and shared
 * state, ui the kit (src/ui/panel/ the panels' part), api the keys, queries and mutations of each
 * resource, views the domain views several features show, features one area's screens each, app
 * the frame (layouts, shell, session guards, PWA), and the entry files and file routes on top.
 */
export const LAYERS = [
  ['src/lib'],
  ['src/ui'],
  ['src/api'],
  ['src/views'],
  ['src/features'],
  ['src/app', 'src/router-context.ts'],
  ['src/routes', 'src/routeTree.gen.ts', 'src/router.tsx'],
  ['src/main.tsx', 'src/entry-server.tsx', 'src/sw.ts'],
]

/** The folder (src/<name>) or top-level file of src/ a file belongs to, or null outside src/. */
export function folderOf(file) {
  const parts = file.split('/')
  if (parts[0] !== 'src') return null
  return parts.length > 2 ? `src/${parts[1]}` : file
}

const layerOf = (folder) => LAYERS.findIndex((layer) => layer.includes(folder))

/** Imports that climb to a higher layer, or reach a part of src/ that LAYERS does not place. */
export function upwardImports({ edges }) {
  return edges.filter((e) => {
    const from = folderOf(e.from)
    const to = folderOf(e.to)
    if (!from || !to || from === to || /\.css$/.test(e.to)) return false
    const a = layerOf(from)
    const b = layerOf(to)
    return a < 0 || b < 0 || b > a || (a === b && a !== layerOf('src/routes'))
  })
}

/** Cycles between src/ folders: each import of a file counts as one from its folder to the other's. */
export function folderCycles({ edges }) {
  const folders = new Set()
  const folderEdges = []
  for (const e of edges) {
    const from = folderOf(e.from)
    const to = folderOf(e.to)
    if (!from || !to || from === to) continue
    folders.add(from).add(to)
    folderEdges.push({ from, to, typeOnly: false, dynamic: false })
  }
  return cycles({ files: [...folders], edges: folderEdges })
}
