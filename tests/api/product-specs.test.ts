// A product's specs are checked against the filterable attributes of its category and the
// category's ancestors, on create and on update: select, multi-select, range and boolean, with a
// Persian 422 on each wrong field; nothing is written when any is wrong.
import { eq, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import * as t from '../../server/db/schema/index'
import { makeStore } from './fixtures/shop'
import { describeEachDb, signIn, type TestClient } from './harness'

describeEachDb('product specs against the category filters', (server) => {
  const db = () => server().app.deps.db
  let seller: TestClient
  let storeId: number
  let phones: number
  let other: number

  beforeAll(async () => {
    const store = await makeStore(db())
    storeId = store.id
    const [owner] = await db().select().from(t.users).where(eq(t.users.id, store.ownerId))
    seller = await signIn(server(), owner.phone)
    const stamp = Date.now().toString(36)
    const [root] = await db()
      .insert(t.categories)
      .values({ slug: `specs-root-${stamp}`, nameFa: 'کالای دیجیتال', level: 1 })
      .returning()
    const [leaf] = await db()
      .insert(t.categories)
      .values({ slug: `specs-leaf-${stamp}`, nameFa: 'گوشی موبایل', level: 2, parentId: root.id })
      .returning()
    const [plain] = await db()
      .insert(t.categories)
      .values({ slug: `specs-plain-${stamp}`, nameFa: 'کتاب', level: 1 })
      .returning()
    phones = leaf.id
    other = plain.id
    await db()
      .insert(t.filterableAttributes)
      .values([
        // On the parent: the leaf's products are held to it too.
        { categoryId: root.id, key: 'waterproof', labelFa: 'ضدآب', type: 'boolean' },
        {
          categoryId: leaf.id,
          key: 'storage',
          labelFa: 'حافظه داخلی',
          type: 'select',
          options: [
            { value: '128gb', label_fa: '۱۲۸ گیگابایت' },
            { value: '256gb', label_fa: '۲۵۶ گیگابایت' },
          ],
        },
        {
          categoryId: leaf.id,
          key: 'network',
          labelFa: 'شبکه',
          type: 'multi_select',
          options: [
            { value: '4g', label_fa: 'چهارجی' },
            { value: '5g', label_fa: 'پنج‌جی' },
          ],
        },
        { categoryId: leaf.id, key: 'screen', labelFa: 'اندازه صفحه', type: 'range', unit: 'اینچ' },
      ])
  })

  const create = (specs: Record<string, unknown>, categoryId = phones) =>
    seller.api.POST('/products', {
      params: { query: { store_id: storeId } },
      body: {
        name_fa: 'گوشی آزمایشی',
        category_id: categoryId,
        price: 9_000_000,
        stock: 3,
        is_imported_from_catalogue: true,
        specs,
      } as never,
    })
  const errorsOf = (e: unknown) => (e as { errors?: { field: string; message: string }[] }).errors ?? []
  const countNamed = async (name: string) =>
    (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from products where name_fa = ${name}`))[0].n

  it('takes values that fit every attribute, and free keys no attribute names', async () => {
    const ok = await unwrap(
      create({ storage: '256gb', network: ['4g', '5g'], screen: 6.7, waterproof: true, color: 'آبی' }),
    )
    expect(ok.specs).toEqual({ storage: '256gb', network: ['4g', '5g'], screen: 6.7, waterproof: true, color: 'آبی' })
  })

  it('refuses each wrong value on its own field, in Persian, and writes nothing', async () => {
    const before = await countNamed('گوشی آزمایشی')
    const bad = await create({ storage: '1tb', network: ['4g', '3g'], screen: 'بزرگ', waterproof: 'yes' })
    expect(bad.response.status).toBe(422)
    expect(errorsOf(bad.error)).toEqual([
      { field: 'body.specs.waterproof', message: '«ضدآب» باید «بله» یا «خیر» باشد' },
      { field: 'body.specs.storage', message: '«حافظه داخلی» باید یکی از گزینه‌های این دسته باشد' },
      { field: 'body.specs.network', message: '«3g» از گزینه‌های «شبکه» نیست' },
      { field: 'body.specs.screen', message: '«اندازه صفحه» باید یک عدد باشد (به اینچ)' },
    ])
    expect(await countNamed('گوشی آزمایشی')).toBe(before)
    const one = await create({ network: '5g' })
    expect(one.error?.detail).toBe('«شبکه» باید فهرستی از گزینه‌های این دسته باشد')
    // A category without attributes takes any specs.
    expect((await create({ storage: '1tb' }, other)).response.status).toBe(201)
  })

  it('checks an update against the category it names, or the product’s own', async () => {
    const p = await unwrap(create({ storage: '128gb' }))
    const update = (body: Record<string, unknown>) =>
      seller.api.PUT('/products/{id}', { params: { path: { id: p.id }, query: { store_id: storeId } }, body })
    const wrong = await update({ specs: { storage: '512gb' } })
    expect(wrong.response.status).toBe(422)
    expect(errorsOf(wrong.error).map((e) => e.field)).toEqual(['body.specs.storage'])
    const [row] = await db().select({ specs: t.products.specs }).from(t.products).where(eq(t.products.id, p.id))
    expect(row.specs).toEqual({ storage: '128gb' })
    await unwrap(update({ specs: { storage: '256gb', screen: 6.1 } }))
    // Moved to a category without attributes, the same value is free text.
    await unwrap(update({ category_id: other, specs: { storage: '512gb' } }))
    const [moved] = await db().select({ specs: t.products.specs }).from(t.products).where(eq(t.products.id, p.id))
    expect(moved.specs).toEqual({ storage: '512gb' })
  })
})
