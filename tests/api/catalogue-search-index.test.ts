// The catalogue service's search/fast answered from the in-memory token index (decision 022):
// Persian normalisation, typos, paging, and writes to catalogue_items seen by the very next search
// (the table's trigger NOTIFYs every process; the answer cache is keyed by the index's version).
// The catalogue has no API of its own to write it (it is master data), so the writes here are SQL,
// as the catalogue's importer would make them.
import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { type ApiClient, createApiClient, unwrap } from '#sdk'
import type { Db } from '../../server/db/client'
import * as t from '../../server/db/schema/index'
import { normalizeText } from '../../server/lib/persian'
import { describeEachDb } from './harness'

describeEachDb('catalogue search/fast: token index', (server) => {
  let catalogue: ApiClient
  let db: Db
  let category: number
  let brand: number
  beforeAll(async () => {
    catalogue = createApiClient({ baseUrl: `${server().origin}/catalogue` })
    db = server().app.deps.db
    const [c] = await db.insert(t.categories).values({ slug: 'home-tools', nameFa: 'ابزار خانه', level: 1 }).returning()
    const [b] = await db
      .insert(t.brands)
      .values({ slug: 'pars-khazar', nameFa: 'پارس خزر', nameEn: 'Pars Khazar' })
      .returning()
    category = c.id
    brand = b.id
  })

  /** Inserts a catalogue item the way the catalogue stores it (search_text normalised). */
  const add = async (nameFa: string, nameEn: string | null = null) => {
    const [row] = await db
      .insert(t.catalogueItems)
      .values({
        nameFa,
        nameEn,
        categoryId: category,
        searchText: normalizeText(`${nameFa} ${nameEn ?? ''} ابزار خانه`),
      })
      .returning()
    return row.id
  }
  const search = (query: string, page?: number, limit?: number) =>
    unwrap(catalogue.GET('/products/search/fast', { params: { query: { query, page, limit } } }))
  const ids = async (query: string) => (await search(query)).items.map((i) => i.id)

  it('normalises Persian: Arabic ي/ك, ZWNJ or space or none, Persian/Arabic/Latin digits', async () => {
    const bag = await add('کیف لپ‌تاپ کوله‌ای ۱۵ اینچ', 'Laptop Backpack 15')
    for (const query of [
      'كيف لپ تاپ',
      'کیف لپ‌تاپ',
      'کیف لپتاپ',
      'کوله ای',
      'کیف ۱۵',
      'کیف ١٥',
      'کیف 15',
      'LAPTOP backpack',
    ])
      expect([query, await ids(query)]).toEqual([query, [bag]])
  })

  it('finds the product through a typo', async () => {
    const kettle = await add('کتری برقی استیل مدل آرامیس')
    expect(await ids('کتری برغی')).toEqual([kettle]) // one wrong letter: the word is corrected
    expect(await ids('آراااامیس')).toEqual([kettle]) // three: trigram closeness
  })

  it('finds a new item at once, a renamed one by its new name only, a deleted one no more', async () => {
    expect((await search('زودپز')).total).toBe(0) // cached now, and must not be served again
    const id = await add('زودپز برقی مدل ۴۲۰۰')
    expect(await ids('زودپز')).toEqual([id])
    await db
      .update(t.catalogueItems)
      .set({ nameFa: 'پلوپز برقی مدل ۴۲۰۰', brandId: brand, searchText: normalizeText('پلوپز برقی مدل ۴۲۰۰ پارس خزر') })
      .where(eq(t.catalogueItems.id, id))
    expect(await ids('زودپز')).toEqual([])
    const renamed = await search('پلوپز پارس خزر')
    expect(renamed.items.map((i) => [i.id, i.name_fa, i.brand?.slug])).toEqual([
      [id, 'پلوپز برقی مدل ۴۲۰۰', 'pars-khazar'],
    ])
    await db.delete(t.catalogueItems).where(eq(t.catalogueItems.id, id))
    expect(await ids('پلوپز')).toEqual([])
  })

  it('shows an item as it is now in an answer not asked for before, though another answer showed it', async () => {
    const id = await add('سشوار حرفه‌ای مدل ۷۷۰۰')
    const before = await search('سشوار حرفه‌ای')
    expect(before.items.map((i) => [i.id, i.description ?? null])).toEqual([[id, null]])
    // A change of a column the search does not read (the description): the item's row is kept by
    // id for other answers, and must not be served as it was.
    await db.update(t.catalogueItems).set({ description: 'با سه سرعت و دو دما' }).where(eq(t.catalogueItems.id, id))
    const after = await search('سشوار ۷۷۰۰')
    expect(after.items.map((i) => [i.id, i.description])).toEqual([[id, 'با سه سرعت و دو دما']])
  })

  it('pages through the matches in one order, best first, and counts them', async () => {
    const made: number[] = []
    for (let i = 1; i <= 24; i++) made.push(await add(`لامپ کم مصرف ${i} وات`))
    const first = await add('چراغ مطالعه با لامپ کم مصرف') // holds every word but starts otherwise
    const pages = [
      await search('لامپ کم مصرف', 1, 10),
      await search('لامپ کم مصرف', 2, 10),
      await search('لامپ کم مصرف', 3, 10),
    ]
    expect(pages.map((p) => [p.total, p.page, p.limit, p.items.length])).toEqual([
      [25, 1, 10, 10],
      [25, 2, 10, 10],
      [25, 3, 10, 5],
    ])
    // Texts starting with the phrase first (by id), then the one that only holds it.
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual([...made, first])
    expect(await search('لامپ کم مصرف', 4, 10)).toMatchObject({ items: [], total: 25, page: 4 })
  })
})
