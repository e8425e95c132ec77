// Persian spellings of Latin product lines on the seeded demo catalogue (issue 27 item 5): the
// table tests/api/fixtures/persian-search-queries.json says, per query, what its first results must
// be on the storefront search, the suggestions or the catalogue service's search; each row's
// `result` is what this test got, written back by `RECORD_SEARCH_TABLE=1 npx vitest run --project
// api tests/api/persian-search.test.ts` (PGlite; then `npx biome format --write` the table) after a
// change of the search or the seed.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, expect, it } from 'vitest'
import { createApiClient, unwrap } from '#sdk'
import { seedCatalog } from '../../server/seed/seed-catalog'
import { client, describeEachDb } from './harness'

interface Row {
  endpoint: 'search' | 'suggestions' | 'catalogue'
  query: string
  /** Each of the first `top` results (fewer when fewer match) matches this, case-insensitive */
  expect: string
  top: number
  why?: string
  result?: { total: number; first: string[] }
}

const TABLE = join(import.meta.dirname, 'fixtures/persian-search-queries.json')
const rows: Row[] = JSON.parse(readFileSync(TABLE, 'utf8'))

describeEachDb('search: Persian spellings of Latin names on the demo catalogue', (server) => {
  beforeAll(async () => {
    // The demo as `npm start` seeds it (3,000 products), once for the whole table.
    await seedCatalog(server().app.deps.db, { mediaDir: null })
  }, 120_000)

  async function run(row: Row): Promise<{ total: number; first: string[] }> {
    const { api } = client(server())
    if (row.endpoint === 'suggestions') {
      const { items } = await unwrap(api.GET('/public/suggestions', { params: { query: { phrase: row.query } } }))
      return { total: items.length, first: items.slice(0, row.top).map((s) => `${s.phrase} — ${s.fname}`) }
    }
    if (row.endpoint === 'catalogue') {
      const catalogue = createApiClient({ baseUrl: `${server().origin}/catalogue` })
      const { items, total } = await unwrap(
        catalogue.GET('/products/search/fast', { params: { query: { query: row.query, limit: 20 } } }),
      )
      return { total, first: items.slice(0, row.top).map((i) => `${i.name_fa} | ${i.name_en ?? ''}`) }
    }
    const { items, total } = await unwrap(
      api.GET('/public/products', { params: { query: { search: row.query, limit: 20 } } }),
    )
    return { total, first: items.slice(0, row.top).map((i) => `${i.name_fa} | ${i.name_en ?? ''}`) }
  }

  it(`answers each of the ${rows.length} queries of the table with what it expects first`, async () => {
    expect(rows.length).toBeGreaterThanOrEqual(40)
    const misses: string[] = []
    for (const row of rows) {
      const result = await run(row)
      row.result = result
      const pattern = new RegExp(row.expect, 'i')
      if (result.first.length === 0 || !result.first.every((name) => pattern.test(name)))
        misses.push(`${row.endpoint} «${row.query}» expected /${row.expect}/: ${JSON.stringify(result)}`)
    }
    if (process.env.RECORD_SEARCH_TABLE && server().kind === 'pglite')
      writeFileSync(TABLE, `${JSON.stringify(rows, null, 2)}\n`)
    expect(misses).toEqual([])
  }, 120_000)
})
