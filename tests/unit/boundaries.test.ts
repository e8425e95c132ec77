// The client's layers, checked on every test run (issue 12 item 7): src/app frames the pages,
// src/features/<name> hold one area's screens, src/api one data file per resource, src/ui the
// pieces several features show, src/lib plain helpers. A feature reaches another only through
// api/ui/lib/app, never directly, and nothing imports in a circle.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { crossFeatureImports, cycles, type ImportEdge, importGraph } from '../../scripts/layout/graph.mjs'

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

  it('never imports one feature from another (type imports included)', () => {
    expect(show(crossFeatureImports(graph))).toEqual([])
  })

  it('keeps src/ui, src/lib and src/api free of features and routes', () => {
    const wrong = graph.edges.filter(
      (e) => /^src\/(ui|lib|api)\//.test(e.from) && /^src\/(features|routes)\//.test(e.to),
    )
    expect(show(wrong)).toEqual([])
  })

  it('keeps src/lib free of src/app and src/ui (the lowest layer)', () => {
    const wrong = graph.edges.filter((e) => e.from.startsWith('src/lib/') && /^src\/(app|ui)\//.test(e.to))
    expect(show(wrong)).toEqual([])
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
