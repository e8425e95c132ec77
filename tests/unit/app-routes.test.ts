// The server's list of the app's addresses (server/plugins/app-routes.ts) is the router's tree:
// a route file added without listing it would answer 404; a route removed would still answer 200.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { APP_ROUTES, isAppRoute } from '../../server/plugins/app-routes'

/** The full paths of src/routeTree.gen.ts, less the splat (not-found) routes. */
function routerPaths(): string[] {
  const tree = readFileSync('src/routeTree.gen.ts', 'utf8')
  const block = /fullPaths:([\s\S]*?)fileRoutesByTo/.exec(tree)?.[1] ?? ''
  return [...block.matchAll(/'([^']+)'/g)].map((m) => m[1]).filter((p) => !p.endsWith('/$'))
}

describe('the app routes the server knows', () => {
  it('are exactly the router’s pages', () => {
    const paths = routerPaths()
    expect(paths.length).toBeGreaterThan(50)
    expect([...APP_ROUTES].sort()).toEqual(paths.sort())
  })

  it('match known addresses and refuse unknown ones', () => {
    for (const path of ['/', '/login', '/orders/12/status', '/orders/12', '/providers/3/products', '/admin/stores/']) {
      expect(isAppRoute(path), path).toBe(true)
    }
    for (const path of ['/this-page-does-not-exist', '/providers/no-such/page', '/admin/nowhere', '/orders/x/status']) {
      expect(isAppRoute(path), path).toBe(false)
    }
  })

  it('know the id-less store pages that /providers/$ redirects to the selected store', () => {
    for (const path of ['/providers/products', '/providers/orders/', '/providers/blog/add', '/providers/bundles/7']) {
      expect(isAppRoute(path), path).toBe(true)
    }
    for (const path of ['/providers/orders/x', '/providers/stores/7', '/providers/products/add/more']) {
      expect(isAppRoute(path), path).toBe(false)
    }
  })
})
