// node --expose-gc --import tsx scripts/bench/catalogue-index.ts: what the catalogue search's token index (decision 022) costs on
// the bench database — the load and build time, the heap it holds, and the in-memory part of a
// search (the tiers and the ranking, no page read) for bench:seller's 911 phrases, each cold.
// BENCH_DATABASE_URL names the database (seeded by bench:seller or bench:catalog).
import pg from 'pg'
import { searchTerms } from '../../server/modules/catalog/search-terms'
import { plan } from '../../server/modules/catalogue-service/catalogue-search'
import { TokenIndex } from '../../server/modules/catalogue-service/token-index'
import { BRANDS } from '../../server/seed/data/brands'
import { allLeaves } from '../../server/seed/data/tree'

/** bench:seller's queries() (seller.ts runs its bench when imported, so the list is repeated here). */
function catalogueQueries(): string[] {
  const out: string[] = []
  for (const { leaf } of allLeaves()) {
    out.push(leaf.name, leaf.noun)
    for (const b of leaf.brands) {
      const brand = BRANDS.find((x) => x.slug === b)
      if (!brand) continue
      out.push(`${leaf.noun} ${brand.fa}`, `${leaf.noun} ${brand.en.toLowerCase()}`)
      out.push(`${leaf.noun} ${brand.fa}`.replace(/ی/g, 'ي').replace(/ک/g, 'ك'))
      out.push(brand.fa.length > 3 ? `${leaf.noun} ${brand.fa.slice(0, -1)}` : brand.fa)
    }
  }
  out.push('گوشی ۲۵۶ گیگ', 'گوشی 256', 'لپ تاپ', 'لپ‌تاپ', 'کفش', 'کتاب', 'هدفون بی سیم', 'ساعت')
  return [...new Set(out)]
}

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test_bench_search'
const gc = (globalThis as { gc?: () => void }).gc
const heap = () => {
  gc?.()
  return process.memoryUsage().heapUsed
}
const ms = (from: number) => (performance.now() - from).toFixed(1)

const client = new pg.Client({ connectionString: url })
await client.connect()
const before = heap()
let t = performance.now()
const { rows } = await client.query<{ id: number; search_text: string }>('select id, search_text from catalogue_items')
const readMs = ms(t)
t = performance.now()
const index = TokenIndex.build(rows)
const buildMs = ms(t)
rows.length = 0
const held = heap() - before
await client.end()
console.log(
  `${index.size.toLocaleString('en')} items, ${index.wordCount.toLocaleString('en')} distinct words: read ${readMs} ms, ` +
    `built ${buildMs} ms, heap held ${(held / 2 ** 20).toFixed(1)} MiB${gc ? '' : ' (run with --expose-gc for an exact figure)'}`,
)
t = performance.now()
index.vocabulary()
console.log(`vocabulary for corrections: ${ms(t)} ms`)
const times: number[] = []
for (const phrase of catalogueQueries()) {
  const terms = searchTerms(phrase)
  if (!terms) continue
  const start = performance.now()
  plan(index, terms)
  times.push(performance.now() - start)
}
times.sort((a, b) => a - b)
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2)
console.log(`plan per phrase (${times.length}, cold): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`)
