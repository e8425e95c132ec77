// The two sizes the PWA's budget holds still (issue 32, decision 038): the home page's first
// script (gzip -9) and the service worker's precache (raw bytes), read off a built dist/.
// `node scripts/bench/sizes.mjs [dist ...]` prints them; lighthouse-ab.mjs reports them per build.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

export function distSizes(root) {
  const sw = readFileSync(join(root, 'sw.js'), 'utf8')
  const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1])
  const precache = precached.reduce((sum, url) => sum + readFileSync(join(root, url)).length, 0)
  const html = readFileSync(join(root, 'index.html'), 'utf8')
  const first = /<script type="module" crossorigin src="\/([^"]+)"/.exec(html)?.[1] ?? ''
  const script = readFileSync(join(root, first))
  return {
    precache_bytes: precache,
    first_script_bytes_gzip9: gzipSync(script, { level: 9 }).length,
    first_script_bytes_raw: script.length,
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const roots = process.argv.slice(2)
  for (const root of roots.length ? roots : ['dist']) console.log(root, distSizes(root))
}
