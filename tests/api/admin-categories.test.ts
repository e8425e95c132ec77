// The admin's category tree (issue 15): create under a parent (three levels at most), rename,
// move (levels follow, no cycles), reorder and delete (refused while products remain, saying how
// many); the storefront's tree, breadcrumbs and category lists follow at once; each change is in
// the audit log.
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { unwrap } from '#sdk'
import * as t from '../../server/db/schema/index'
import { makeOffer, makeStore } from './fixtures/shop'
import { signInAdmin, uniqueSlug } from './fixtures/stores'
import { describeEachDb, signIn } from './harness'

describeEachDb('admin: the category tree', (server) => {
  const db = () => server().app.deps.db

  it('creates three levels, refuses a fourth and a taken slug, and a seller', async () => {
    const admin = await signInAdmin(server())
    const root = await unwrap(
      admin.api.POST('/categories/', { body: { order: 0, slug: uniqueSlug('root'), name_fa: 'پوشاک' } }),
    )
    expect(root).toMatchObject({ level: 1, is_root: true, parent_id: null })
    const mid = await unwrap(
      admin.api.POST('/categories/', {
        body: { order: 0, slug: uniqueSlug('mid'), name_fa: 'مردانه', parent_id: root.id },
      }),
    )
    const leaf = await unwrap(
      admin.api.POST('/categories/', {
        body: { order: 0, slug: uniqueSlug('leaf'), name_fa: 'پیراهن', parent_id: mid.id },
      }),
    )
    expect([mid.level, leaf.level]).toEqual([2, 3])
    const deep = await admin.api.POST('/categories/', {
      body: { order: 0, slug: uniqueSlug('deep'), name_fa: 'خیلی عمیق', parent_id: leaf.id },
    })
    expect(deep.response.status).toBe(422)
    const taken = await admin.api.POST('/categories/', { body: { order: 0, slug: root.slug, name_fa: 'تکراری' } })
    expect(taken.response.status).toBe(409)
    const seller = await signIn(server())
    expect(
      (await seller.api.POST('/categories/', { body: { order: 0, slug: uniqueSlug(), name_fa: 'فروشنده' } })).response
        .status,
    ).toBe(403)
    const tree = await unwrap(admin.api.GET('/categories/{id}/', { params: { path: { id: root.id } } }))
    expect(tree.children?.[0].children?.map((c) => c.name_fa)).toEqual(['پیراهن'])
    const audit = await db().select().from(t.adminAudit).where(eq(t.adminAudit.targetId, leaf.id))
    expect(audit.filter((a) => a.targetType === 'category').map((a) => a.action)).toEqual(['category.create'])
  })

  it('moves a branch under another root: levels follow, the storefront breadcrumbs and lists too', async () => {
    const admin = await signInAdmin(server())
    const a = await unwrap(
      admin.api.POST('/categories/', { body: { order: 0, slug: uniqueSlug('a'), name_fa: 'خانه' } }),
    )
    const b = await unwrap(
      admin.api.POST('/categories/', { body: { order: 0, slug: uniqueSlug('b'), name_fa: 'آشپزخانه' } }),
    )
    const branch = await unwrap(
      admin.api.POST('/categories/', { body: { order: 0, slug: uniqueSlug('br'), name_fa: 'ظروف', parent_id: a.id } }),
    )
    const leaf = await unwrap(
      admin.api.POST('/categories/', {
        body: { order: 0, slug: uniqueSlug('lf'), name_fa: 'قابلمه', parent_id: branch.id },
      }),
    )
    const store = await makeStore(db())
    const { productId } = await makeOffer(db(), store.id, 100_000, 3)
    await db().update(t.products).set({ categoryId: leaf.id }).where(eq(t.products.id, productId))

    // A cycle and a too deep tree are refused.
    const cycle = await admin.api.PUT('/categories/{id}/', {
      params: { path: { id: branch.id } },
      body: { parent_id: leaf.id },
    })
    expect(cycle.response.status).toBe(422)
    const tooDeep = await admin.api.PUT('/categories/{id}/', {
      params: { path: { id: a.id } },
      body: { parent_id: b.id },
    })
    expect(tooDeep.response.status).toBe(422)

    const moved = await unwrap(
      admin.api.PUT('/categories/{id}/', { params: { path: { id: branch.id } }, body: { parent_id: b.id } }),
    )
    expect(moved).toMatchObject({ parent_id: b.id, level: 2 })
    const [leafRow] = await db().select().from(t.categories).where(eq(t.categories.id, leaf.id))
    expect(leafRow.level).toBe(3)
    const crumbs = await unwrap(admin.api.GET('/categories/slug/{slug}/', { params: { path: { slug: leaf.slug } } }))
    expect(crumbs.ancestors?.map((x) => x.id)).toEqual([b.id, branch.id])
    const underB = await unwrap(admin.api.GET('/public/products', { params: { query: { category: b.id } } }))
    expect(underB.items.map((p) => p.id)).toContain(productId)
    const underA = await unwrap(admin.api.GET('/public/products', { params: { query: { category: a.id } } }))
    expect(underA.items.map((p) => p.id)).not.toContain(productId)

    const audit = await db().select().from(t.adminAudit).where(eq(t.adminAudit.targetId, branch.id))
    expect(audit.find((e) => e.action === 'category.move')?.details).toEqual({
      before: { parent_id: a.id },
      after: { parent_id: b.id },
    })
  })

  it('renames and reorders; the products’ search finds the new name', async () => {
    const admin = await signInAdmin(server())
    const root = await unwrap(
      admin.api.POST('/categories/', { body: { order: 0, slug: uniqueSlug('r'), name_fa: 'ابزار' } }),
    )
    const store = await makeStore(db())
    const { productId } = await makeOffer(db(), store.id, 50_000, 2)
    await db().update(t.products).set({ categoryId: root.id }).where(eq(t.products.id, productId))
    const renamed = await unwrap(
      admin.api.PUT('/categories/{id}/', {
        params: { path: { id: root.id } },
        body: { name_fa: 'ابزارآلات باغبانی', order: 7 },
      }),
    )
    expect(renamed).toMatchObject({ name_fa: 'ابزارآلات باغبانی', order: 7 })
    const [product] = await db().select().from(t.products).where(eq(t.products.id, productId))
    expect(product.searchText).toContain('باغبانی')
    const other = await unwrap(
      admin.api.POST('/categories/', { body: { order: 0, slug: uniqueSlug('o'), name_fa: 'دیگر' } }),
    )
    const taken = await admin.api.PUT('/categories/{id}/', {
      params: { path: { id: root.id } },
      body: { slug: other.slug },
    })
    expect(taken.response.status).toBe(409)
  })

  it('refuses to delete a category holding products or subcategories, saying how many; deletes an empty one', async () => {
    const admin = await signInAdmin(server())
    const root = await unwrap(
      admin.api.POST('/categories/', { body: { order: 0, slug: uniqueSlug('d'), name_fa: 'لوازم' } }),
    )
    const child = await unwrap(
      admin.api.POST('/categories/', {
        body: { order: 0, slug: uniqueSlug('dc'), name_fa: 'زیرلوازم', parent_id: root.id },
      }),
    )
    const store = await makeStore(db())
    for (const _ of [1, 2]) {
      const { productId } = await makeOffer(db(), store.id, 10_000, 1)
      await db().update(t.products).set({ categoryId: child.id }).where(eq(t.products.id, productId))
    }
    const withChild = await admin.api.DELETE('/categories/{id}/', { params: { path: { id: root.id } } })
    expect(withChild.response.status).toBe(409)
    expect(withChild.error?.detail).toContain('۱ زیردسته')
    const withProducts = await admin.api.DELETE('/categories/{id}/', { params: { path: { id: child.id } } })
    expect(withProducts.response.status).toBe(409)
    expect(withProducts.error?.detail).toContain('۲ محصول')
    await db().update(t.products).set({ categoryId: root.id }).where(eq(t.products.categoryId, child.id))
    const gone = await admin.api.DELETE('/categories/{id}/', { params: { path: { id: child.id } } })
    expect(gone.response.status).toBe(204)
    expect(await db().select().from(t.categories).where(eq(t.categories.id, child.id))).toEqual([])
    const missing = await admin.api.GET('/categories/{id}/', { params: { path: { id: child.id } } })
    expect(missing.response.status).toBe(404)
    const audit = await db().select().from(t.adminAudit).where(eq(t.adminAudit.targetId, child.id))
    expect(audit.map((e) => e.action).sort()).toEqual(['category.create', 'category.delete'])
  })
})
