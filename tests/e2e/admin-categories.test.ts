// The admin's category tree in Chromium against the real server: siblings reordered by dragging
// (and with the buttons, the keyboard's way), saved at once; a category moved under another
// parent takes its products along — the new parent's storefront page lists them and the moved
// category's breadcrumbs pass through it, as the database says. Screenshots at 390 and 1280 px.
import { eq, inArray } from 'drizzle-orm'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { categoriesChanged } from '../../server/db/caches'
import * as t from '../../server/db/schema/index'
import { normalizeText } from '../../server/lib/persian'
import { refreshProductSummaries } from '../../server/modules/catalog/summary'
import { makeStore } from '../api/fixtures/shop'
import { signInAdmin } from '../api/fixtures/stores'
import type { TestClient } from '../api/harness'
import { type E2E, screenshot, startE2E } from './harness'

const PHONE_390 = { width: 390, height: 844 }
const DESKTOP_1280 = { width: 1280, height: 800 }

describe('admin categories in Chromium', () => {
  let e2e: E2E
  let admin: TestClient
  const run = Date.now().toString(36)
  const names = {
    parent: 'سازهای زهی آزمایشی',
    first: 'ویولن آزمایشی',
    second: 'عود آزمایشی',
    moved: 'گیتار برقی آزمایشی',
    product: 'گیتار برقی مدل نسیم',
  }
  const ids = { parent: 0, first: 0, second: 0, moved: 0, product: 0 }
  const slugs = { parent: `strings-${run}`, moved: `e-guitars-${run}` }

  const db = () => e2e.server.app.deps.db

  beforeAll(async () => {
    e2e = await startE2E()
    admin = await signInAdmin(e2e.server)
    const create = async (name_fa: string, slug: string, parent_id: number | null, order: number) =>
      (await unwrap(admin.api.POST('/categories/', { body: { name_fa, slug, parent_id, order } }))).id
    ids.parent = await create(names.parent, slugs.parent, null, 900)
    ids.first = await create(names.first, `violins-${run}`, ids.parent, 0)
    ids.second = await create(names.second, `ouds-${run}`, ids.parent, 1)
    ids.moved = await create(names.moved, slugs.moved, null, 901)
    // A product of the category that will move, on sale at a verified store.
    const store = await makeStore(db())
    const [p] = await db()
      .insert(t.products)
      .values({
        slug: `nasim-guitar-${run}`,
        nameFa: names.product,
        categoryId: ids.moved,
        searchText: normalizeText(names.product),
      })
      .returning()
    ids.product = p.id
    await db().insert(t.offers).values({ productId: p.id, storeId: store.id, price: 18_500_000, stock: 4 })
    await refreshProductSummaries(db(), [p.id])
    // Written straight to the database: the server's category cache (the counts) is told, as the
    // seller's product calls would.
    await categoriesChanged()
  }, 120_000)
  afterAll(async () => {
    await e2e?.close()
  })

  async function pageAs(who: TestClient, viewport: { width: number; height: number }) {
    const { page, context } = await e2e.newPage(viewport)
    const tokens = { access: who.tokens.getAccessToken(), refresh: who.tokens.getRefreshToken() }
    await context.addInitScript((saved) => {
      if (!localStorage.getItem('rasteh:access_token')) {
        localStorage.setItem('rasteh:access_token', saved.access ?? '')
        localStorage.setItem('rasteh:refresh_token', saved.refresh ?? '')
      }
    }, tokens)
    return { page, context }
  }
  const shoot = (page: Page, name: string) => screenshot(page, name, { fullPage: true })
  const closeAll = async (...contexts: BrowserContext[]) => {
    for (const c of contexts) await c.close()
  }
  /** The sibling order the database holds for the parent's two children. */
  const childOrder = async () => {
    const rows = await db()
      .select()
      .from(t.categories)
      .where(inArray(t.categories.id, [ids.first, ids.second]))
    return rows.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id).map((r) => r.id)
  }
  /** The category names in the order the page shows them. */
  const shownOrder = async (page: Page) => {
    const text = (await page.getByRole('region', { name: 'درخت دسته‌بندی‌ها' }).textContent()) ?? ''
    return [names.first, names.second].sort((a, b) => text.indexOf(a) - text.indexOf(b))
  }

  it('reorders siblings by dragging and with the buttons, saved at once', async () => {
    const { page, context } = await pageAs(admin, DESKTOP_1280)
    await page.goto(`${e2e.server.origin}/admin/categories`)
    const tree = page.getByRole('region', { name: 'درخت دسته‌بندی‌ها' })
    await tree.getByText(names.second).waitFor()
    expect(await shownOrder(page)).toEqual([names.first, names.second])
    await shoot(page, 'admin-categories-1280')

    // Drag the second child onto the first: it takes the first place.
    const rowOf = (name: string) => tree.locator('[draggable="true"]', { hasText: name })
    await rowOf(names.second).dragTo(rowOf(names.first))
    await expect.poll(childOrder).toEqual([ids.second, ids.first])
    await expect.poll(() => shownOrder(page)).toEqual([names.second, names.first])
    // A drag does not leave its siblings: dropped on a root, the child stays where it is.
    await rowOf(names.first).dragTo(rowOf(names.moved))
    const [first] = await db().select().from(t.categories).where(eq(t.categories.id, ids.first))
    expect(first.parentId).toBe(ids.parent)
    expect(await childOrder()).toEqual([ids.second, ids.first])

    // The keyboard's way: «بالا» puts it back first.
    await page.getByRole('button', { name: `بردن «${names.first}» به بالا` }).click()
    await expect.poll(childOrder).toEqual([ids.first, ids.second])
    await expect.poll(() => shownOrder(page)).toEqual([names.first, names.second])
    await closeAll(context)
  }, 120_000)

  it('moves a category under another parent, and its products follow on the storefront', async () => {
    const { page, context } = await pageAs(admin, DESKTOP_1280)
    // Before: the parent's page does not list the guitar.
    await page.goto(`${e2e.server.origin}/categories/${slugs.parent}`)
    await page.getByRole('heading', { level: 1, name: names.parent }).waitFor()
    expect(await page.getByText(names.product).count()).toBe(0)

    await page.goto(`${e2e.server.origin}/admin/categories`)
    await page.getByRole('button', { name: `ویرایش «${names.moved}»` }).click()
    const dialog = page.getByRole('alertdialog', { name: `ویرایش «${names.moved}»` })
    await dialog.waitFor()
    await dialog.getByRole('combobox', { name: 'والد' }).click()
    await page.getByRole('option', { name: names.parent, exact: false }).first().click()
    await dialog.getByRole('button', { name: 'ذخیره تغییرات' }).click()
    await dialog.waitFor({ state: 'hidden' })
    // The tree shows it among the parent's children (after them, indented under the parent).
    const tree = page.getByRole('region', { name: 'درخت دسته‌بندی‌ها' })
    await expect
      .poll(async () => {
        const text = (await tree.textContent()) ?? ''
        return (
          text.indexOf(names.parent) < text.indexOf(names.moved) &&
          text.indexOf(names.second) < text.indexOf(names.moved)
        )
      })
      .toBe(true)

    // The database: a level-2 child of the parent; the product still in it.
    const [moved] = await db().select().from(t.categories).where(eq(t.categories.id, ids.moved))
    expect([moved.parentId, moved.level]).toEqual([ids.parent, 2])
    const [product] = await db().select().from(t.products).where(eq(t.products.id, ids.product))
    expect(product.categoryId).toBe(ids.moved)

    // The storefront: the parent's page lists the guitar; the moved category's crumbs pass the parent.
    const shop = await e2e.newPage(DESKTOP_1280)
    await shop.page.goto(`${e2e.server.origin}/categories/${slugs.parent}`)
    await shop.page.getByRole('heading', { level: 1, name: names.parent }).waitFor()
    await shop.page.getByText(names.product).first().waitFor()
    await shop.page.getByRole('navigation', { name: 'زیردسته‌ها' }).getByText(names.moved).waitFor()
    await shoot(shop.page, 'category-after-move-1280')
    await shop.page.goto(`${e2e.server.origin}/categories/${slugs.moved}`)
    const crumbs = shop.page.getByRole('navigation', { name: 'مسیر صفحه' })
    await crumbs.getByRole('link', { name: names.parent }).waitFor()
    await shop.page.getByText(names.product).first().waitFor()

    const phone = await pageAs(admin, PHONE_390)
    await phone.page.goto(`${e2e.server.origin}/admin/categories`)
    await phone.page.getByRole('region', { name: 'درخت دسته‌بندی‌ها' }).getByText(names.moved).waitFor()
    await shoot(phone.page, 'admin-categories-390')
    await closeAll(context, shop.context, phone.context)
  }, 120_000)
})
