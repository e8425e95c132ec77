// The import aliases (#lib/…, #ui/…, #api/…, #views/…, #features/…, #app/…, #sdk) have one home:
// tsconfig.base.json's `paths`, which tsc reads. Vite, vitest and the import-graph check take the
// same list from here, so an alias added there works everywhere.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** `paths` of tsconfig.base.json in `root`: each alias with the folder or file it stands for. */
const read = new Map()
export function tsconfigPaths(root) {
  if (!read.has(root)) read.set(root, readPaths(root))
  return read.get(root)
}

function readPaths(root) {
  const { compilerOptions } = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8'))
  return Object.entries(compilerOptions.paths).map(([alias, [target]]) => ({
    alias: alias.replace(/\*$/, ''),
    target: target.replace(/^\.\//, '').replace(/\*$/, ''),
    prefix: alias.endsWith('*'),
  }))
}

/** The same aliases as Vite's `resolve.alias` entries (absolute targets). */
export function viteAliases(root) {
  return tsconfigPaths(root).map(({ alias, target, prefix }) => ({
    find: prefix ? new RegExp(`^${alias.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`) : new RegExp(`^${alias}$`),
    replacement: join(root, target) + (prefix && target.endsWith('/') ? '/' : ''),
  }))
}
