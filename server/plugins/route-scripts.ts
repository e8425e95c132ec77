// The scripts of a page's route, named in its HTML as <link rel="modulepreload">: the route's code
// is split from the first script (vite.config.ts), and without these links a phone only learns of
// it once the first script has run, one more round trip before the page can show. Read from the
// build's manifest (Vite `build.manifest`), so the names follow every build's hashes.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface Chunk {
  file: string
  imports?: string[]
  isEntry?: boolean
}

/**
 * `tags(route)`: the modulepreload links for a route file of src/routes/_public (its name without
 * `.tsx`, as `products.$id.$productSlug`), or '' for a route not in the build; every shared chunk
 * it imports once, the first script (already in the HTML) left out.
 */
export function routeScripts(webRoot: string): (route: string) => string {
  const file = join(webRoot, '.vite', 'manifest.json')
  const manifest: Record<string, Chunk> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
  const cache = new Map<string, string>()
  return (route) => {
    let tags = cache.get(route)
    if (tags === undefined) {
      tags = preloadTags(manifest, route)
      cache.set(route, tags)
    }
    return tags
  }
}

function preloadTags(manifest: Record<string, Chunk>, route: string): string {
  // The router's code splitting names the route's component module `…tsx?tsr-split=component`
  // (or `component---loader` when the loader travels with it); the not-found part stays lazy.
  const prefix = `src/routes/_public/${route}.tsx?tsr-split=component`
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const next of chunk.imports ?? []) visit(next)
  }
  for (const key of Object.keys(manifest)) if (key.startsWith(prefix)) visit(key)
  return [...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ')
}
