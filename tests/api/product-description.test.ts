// A seller's product description is rich text kept to the allow-list of server/lib/rich-text.ts
// on create and on update, whatever the client sends: a script, an event handler, a javascript:
// link, an iframe, a style or a picture from elsewhere never reach the database or the storefront.
import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import * as t from '../../server/db/schema/index'
import { makeStore } from './fixtures/shop'
import { client, describeEachDb, signIn, type TestClient } from './harness'

const HOSTILE = [
  '<h2 onclick="steal()">معرفی</h2>',
  '<script>alert(1)</script>',
  '<ul><li onmouseover="x()">ضدآب</li><li><a href="javascript:alert(1)">پیوند بد</a></li></ul>',
  '<p style="position:fixed">متن <a href="https://example.com/guide">راهنما</a></p>',
  '<iframe src="https://evil.example"></iframe><img src="https://evil.example/p.png" onerror="x()">',
].join('')

// What is left: the headings, lists, paragraphs and the https link (marked nofollow, new tab); the
// javascript: link keeps its words but loses its address.
const CLEAN =
  '<h2>معرفی</h2><ul><li>ضدآب</li><li><a rel="nofollow noopener" target="_blank">پیوند بد</a></li></ul>' +
  '<p>متن <a href="https://example.com/guide" rel="nofollow noopener" target="_blank">راهنما</a></p>'

describeEachDb('product description sanitised', (server) => {
  const db = () => server().app.deps.db
  let seller: TestClient
  let storeId: number
  let categoryId: number

  beforeAll(async () => {
    const store = await makeStore(db())
    storeId = store.id
    const [owner] = await db().select().from(t.users).where(eq(t.users.id, store.ownerId))
    seller = await signIn(server(), owner.phone)
    const [category] = await db()
      .insert(t.categories)
      .values({ slug: `desc-cat-${Date.now().toString(36)}`, nameFa: 'کیف', level: 1 })
      .returning()
    categoryId = category.id
  })

  const stored = async (id: number) =>
    (await db().select({ description: t.products.description }).from(t.products).where(eq(t.products.id, id)))[0]
      .description

  it('keeps only the allow-listed formatting on create, in the database and on the storefront', async () => {
    const p = await unwrap(
      seller.api.POST('/products', {
        params: { query: { store_id: storeId } },
        body: {
          name_fa: 'کیف دستی چرمی',
          category_id: categoryId,
          description: HOSTILE,
          price: 1_200_000,
          stock: 2,
          is_available: true,
          is_imported_from_catalogue: true,
        },
      }),
    )
    expect(p.description).toBe(CLEAN)
    expect(await stored(p.id)).toBe(CLEAN)
    const pub = await unwrap(client(server()).api.GET('/public/products/{id}', { params: { path: { id: p.id } } }))
    expect(pub.product.description).toBe(CLEAN)
  })

  it('sanitises an update the same way, and a description with nothing allowed left is null', async () => {
    const p = await unwrap(
      seller.api.POST('/products', {
        params: { query: { store_id: storeId } },
        body: {
          name_fa: 'کیف پول چرمی',
          category_id: categoryId,
          description: '<p>ساده</p>',
          price: 300_000,
          stock: 1,
          is_available: true,
          is_imported_from_catalogue: true,
        },
      }),
    )
    const update = (description: string) =>
      unwrap(
        seller.api.PUT('/products/{id}', {
          params: { path: { id: p.id }, query: { store_id: storeId } },
          body: { description },
        }),
      )
    expect((await update(HOSTILE)).description).toBe(CLEAN)
    expect(await stored(p.id)).toBe(CLEAN)
    await update('<script>alert(1)</script><iframe src="https://evil.example"></iframe>')
    expect(await stored(p.id)).toBeNull()
  })
})
