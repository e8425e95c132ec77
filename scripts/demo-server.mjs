// The built server (dist/) on a fresh demo database in a temp DATA_DIR, for the scripts that drive
// the real app in a browser (screenshots, Lighthouse). `close()` stops it and removes the data.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * `webRoot`: the built PWA to serve (WEB_ROOT, else dist/); `cwd`: the checkout whose server runs
 * (another build's worktree for an A/B comparison), webRoot relative to it.
 */
export async function startDemoServer({ port = 8393, webRoot = process.env.WEB_ROOT || 'dist', cwd = '.' } = {}) {
  if (!existsSync(join(cwd, webRoot, 'index.html'))) throw new Error(`${webRoot}/ is missing: run npm run build first`)
  const dataDir = mkdtempSync(join(tmpdir(), 'rasteh-demo-'))
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      WEB_ROOT: webRoot,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const close = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  // Migrations and the demo catalogue come first; the server listens after them.
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await close()
      throw new Error(`the server exited with ${child.exitCode}`)
    }
    try {
      if ((await fetch(`${origin}/health`)).ok) return { origin, close }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await close()
  throw new Error('the server did not start in 5 minutes')
}

/** A category and a product of the demo catalogue, as app paths. */
export async function demoPages(origin) {
  const get = async (path) => (await fetch(`${origin}/api/v1${path}`)).json()
  const tree = await get('/public/categories')
  const category = (tree.items ?? tree)[0]
  const products = await get('/public/products?limit=1')
  const product = products.items[0]
  return {
    home: '/',
    category: `/categories/${encodeURIComponent(category.slug)}`,
    product: `/products/${product.id}/${encodeURIComponent(product.slug)}`,
  }
}
