// The layout in figures: files per folder, the largest files, import cycles and imports from one
// feature into another. `node scripts/layout/report.mjs` — used for the before/after in notes.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { crossFeatureImports, cycles, importGraph } from './graph.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const graph = importGraph(root, ['src', 'server', 'sdk'])

const perFolder = new Map()
for (const f of graph.files) {
  const parts = f.split('/')
  const key = parts.length > 2 ? parts.slice(0, 2).join('/') : parts[0]
  perFolder.set(key, (perFolder.get(key) ?? 0) + 1)
}
console.log(`files: ${graph.files.length}`)
console.log('\nfiles per folder:')
for (const [k, n] of [...perFolder].sort((a, b) => a[0].localeCompare(b[0]))) console.log(`  ${k}: ${n}`)

const sizes = graph.files.map((f) => [f, readFileSync(join(root, f), 'utf8').split('\n').length])
sizes.sort((a, b) => b[1] - a[1])
console.log('\nlargest files (lines):')
for (const [f, n] of sizes.slice(0, 12)) console.log(`  ${n}  ${f}`)

const everyEdge = { files: graph.files, edges: graph.edges.map((e) => ({ ...e, typeOnly: false, dynamic: false })) }
for (const [label, g] of [
  ['import cycles (run-time static imports)', graph],
  ['import cycles (every import, type-only and lazy included)', everyEdge],
]) {
  const found = cycles(g)
  console.log(`\n${label}: ${found.length}`)
  for (const c of found) {
    const folders = [...new Set(c.map((f) => f.split('/').slice(0, 3).join('/')))]
    console.log(`  ${c.length} files across ${folders.length} folders: ${folders.join(', ')}`)
  }
}

const cross = crossFeatureImports(graph)
console.log(`\ncross-feature imports: ${cross.length}`)
const pairs = new Map()
for (const e of cross) {
  const key = `${e.from.split('/')[2]} → ${e.to.split('/')[2]}`
  pairs.set(key, (pairs.get(key) ?? 0) + 1)
}
for (const [k, n] of [...pairs].sort((a, b) => b[1] - a[1])) console.log(`  ${n}  ${k}`)

const inline = graph.files
  .filter((f) => f.startsWith('src/'))
  .reduce((n, f) => n + (readFileSync(join(root, f), 'utf8').match(/\bcss\(\{/g)?.length ?? 0), 0)
console.log(`\ninline css({...}) calls in src/: ${inline}`)
