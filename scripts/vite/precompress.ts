// Every text asset of the build, compressed once at build time (brotli at its best quality, 11,
// and gzip 9) next to the file: the server sends the .br or .gz as it is (@fastify/static's
// preCompressed) instead of compressing the same bytes again on every request at a quality it can
// afford per request (brotli 5).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/
const MIN_BYTES = 1024

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesOf(path) : [path]
  })
}

/** Writes file.br and file.gz beside each text file of `dir` worth compressing. */
export function precompressDir(dir: string): number {
  let count = 0
  for (const file of filesOf(dir)) {
    if (!TEXT.test(file) || file.includes(`${join(dir, '.vite')}`)) continue
    const bytes = readFileSync(file)
    if (bytes.length < MIN_BYTES) continue
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    )
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }))
    count++
  }
  return count
}

/** Last of the build's plugins: after the service worker's own build has written sw.js. */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'rasteh:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompressDir(outDir)
      },
    },
  }
}
