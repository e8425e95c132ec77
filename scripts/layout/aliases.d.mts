// Types for aliases.mjs (read by the TypeScript configs of Vite and vitest).
export interface PathAlias {
  alias: string
  target: string
  prefix: boolean
}
export function tsconfigPaths(root: string): PathAlias[]
export function viteAliases(root: string): { find: RegExp; replacement: string }[]
