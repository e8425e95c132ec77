// Types for graph.mjs, so the boundary test (TypeScript) can use the same import-graph reader.
export interface ImportEdge {
  from: string
  to: string
  /** `import type` / `export type`: gone at build time, still a dependency between folders. */
  typeOnly: boolean
  /** `import('...')`: loaded lazily, not at start. */
  dynamic: boolean
}
export interface ImportGraph {
  files: string[]
  edges: ImportEdge[]
}
export function listCode(root: string, dirs: string[]): string[]
export function importGraph(root: string, dirs: string[]): ImportGraph
export function cycles(graph: ImportGraph): string[][]
export function featureOf(file: string): string | null
export function crossFeatureImports(graph: ImportGraph): ImportEdge[]
export const LAYERS: string[][]
export function folderOf(file: string): string | null
export function upwardImports(graph: ImportGraph): ImportEdge[]
export function folderCycles(graph: ImportGraph): string[][]
