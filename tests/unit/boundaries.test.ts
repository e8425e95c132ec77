// The client's layers, checked on every test run (issue 12 item 7, issue 29): lowest first,
// src/lib plain helpers and shared state, src/ui the kit, src/api the keys, queries and mutations
// of each resource, src/views the domain views several features show, src/features/<name> one
// area's screens, src/app the frame, the file routes and entry files on top (LAYERS in
// scripts/layout/graph.mjs). An import never climbs a layer, a feature reaches another only
// through the layers below, and nothing imports in a circle, file by file or folder by folder.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  crossFeatureImports,
  cycles,
  folderCycles,
  type ImportEdge,
  importGraph,
  upwardImports,
} from '../../scripts/layout/graph.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const graph = importGraph(root, ['src', 'server', 'sdk'])
const show = (edges: ImportEdge[]) => edges.map((e) => `${e.from} → ${e.to}`)

describe('import boundaries', () => {
  it('has no import cycle among src/, server/ and sdk/ (run-time static imports)', () => {
    expect(cycles(graph)).toEqual([])
  })

  it('has no cycle either when type-only and lazy imports count', () => {
    const every = { files: graph.files, edges: graph.edges.map((e) => ({ ...e, typeOnly: false, dynamic: false })) }
    expect(cycles(every)).toEqual([])
  })

  it('never imports from a higher layer of the PWA (type imports and lazy ones included)', () => {
    expect(show(upwardImports(graph))).toEqual([])
  })

  it('has no cycle between folders of src/ (every import counts)', () => {
    expect(folderCycles(graph)).toEqual([])
  })

  it('would see a climbing import and a folder cycle (the checks can fail)', () => {
    const climbing = { from: 'src/api/cart/cart.ts', to: 'src/app/query-client.ts', typeOnly: true, dynamic: false }
    const back = { from: 'src/app/query-client.ts', to: 'src/api/cart/cart.ts', typeOnly: false, dynamic: false }
    expect(show(upwardImports({ files: [], edges: [climbing, back] }))).toEqual([
      'src/api/cart/cart.ts → src/app/query-client.ts',
    ])
    expect(folderCycles({ files: [], edges: [climbing, back] })).toEqual([['src/api', 'src/app']])
  })

  it('never imports one feature from another (type imports included)', () => {
    expect(show(crossFeatureImports(graph))).toEqual([])
  })

  it('keeps the sides apart: the server and the PWA meet only in sdk/, which imports neither', () => {
    const wrong = graph.edges.filter(
      (e) =>
        (e.from.startsWith('server/') && e.to.startsWith('src/')) ||
        (e.from.startsWith('src/') && e.to.startsWith('server/')) ||
        (e.from.startsWith('sdk/') && /^(src|server)\//.test(e.to)),
    )
    expect(show(wrong)).toEqual([])
  })

  it('sees the code it checks (a wrong root would pass vacuously)', () => {
    expect(graph.files.filter((f) => f.startsWith('src/features/')).length).toBeGreaterThan(50)
    expect(graph.edges.length).toBeGreaterThan(500)
  })
})
