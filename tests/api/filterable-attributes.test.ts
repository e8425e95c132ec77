// The admin's filterable attributes: create, list (100 a page, by category), read, change and
// remove; the key unique along the category's lineage (409), options checked against the type
// (422), and every change seen at once by the storefront's category facets (its cache cleared).
import { and, asc, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { type Schemas, unwrap } from '#sdk'
import { categoriesChanged } from '../../server/db/caches'
import * as t from '../../server/db/schema/index'
import { KEY_TAKEN, OPTIONS_NOT_ALLOWED, OPTIONS_REQUIRED } from '../../server/modules/filterable-attributes/attributes'
import { fieldErrors, signInAdmin } from './fixtures/stores'
import { describeEachDb, signIn } from './harness'

type Create = Schemas['FilterableAttributeCreate']

let n = 0
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`

describeEachDb('filterable attributes (admin)', (server) => {
  const db = () => server().app.deps.db

  async function tree() {
    const [root] = await db()
      .insert(t.categories)
      .values({ slug: `guitars-${unique()}`, nameFa: 'ساز', level: 1 })
      .returning()
    const [child] = await db()
      .insert(t.categories)
      .values({ slug: `electric-${unique()}`, nameFa: 'گیتار الکتریک', level: 2, parentId: root.id })
      .returning()
    await categoriesChanged() // as the categories API does after a change
    return { root: root.id, child: child.id }
  }

  it('adds a select filter that the category page offers at once, changes it and removes it', async () => {
    const admin = await signInAdmin(server())
    const { root, child } = await tree()
    const facets = async (id: number) =>
      unwrap(admin.api.GET('/public/categories/{id}/filters', { params: { path: { id } } }))
    // The facets are read (and cached) before the filter exists.
    expect((await facets(child)).items).toEqual([])

    const created = await unwrap(
      admin.api.POST('/filterable_attributes/', {
        body: {
          category_id: root,
          key: 'body_material',
          label_fa: 'جنس بدنه',
          type: 'select',
          options: [
            { value: 'mahogany', label_fa: 'ماهون' },
            { value: 'maple', label_fa: 'افرا' },
          ],
          order: 2,
        },
      }),
    )
    expect(created).toMatchObject({
      category_id: root,
      key: 'body_material',
      label_fa: 'جنس بدنه',
      unit: null,
      order: 2,
    })
    const [row] = await db().select().from(t.filterableAttributes).where(eq(t.filterableAttributes.id, created.id))
    expect(row).toMatchObject({ categoryId: root, key: 'body_material', type: 'select', sortOrder: 2 })
    expect(row.options).toEqual([
      { value: 'mahogany', label_fa: 'ماهون' },
      { value: 'maple', label_fa: 'افرا' },
    ])
    // Inherited by the child category, without a restart.
    const offered = (await facets(child)).items
    expect(offered.map((f) => [f.key, f.label_fa, f.options.map((o) => o.label_fa)])).toEqual([
      ['body_material', 'جنس بدنه', ['ماهون', 'افرا']],
    ])

    const listed = await unwrap(admin.api.GET('/filterable_attributes/', { params: { query: { category_id: root } } }))
    expect(listed).toMatchObject({ total: 1, skip: 0, limit: 100 })
    expect(listed.items.map((a) => a.id)).toEqual([created.id])
    expect(
      (await unwrap(admin.api.GET('/filterable_attributes/', { params: { query: { category_id: child } } }))).total,
    ).toBe(0)
    const path = { params: { path: { id: created.id } } }
    expect((await unwrap(admin.api.GET('/filterable_attributes/{id}', path))).key).toBe('body_material')

    const changed = await unwrap(
      admin.api.PUT('/filterable_attributes/{id}', {
        ...path,
        body: { label_fa: 'جنس چوب بدنه', options: [{ value: 'maple', label_fa: 'افرا' }] },
      }),
    )
    expect(changed).toMatchObject({ label_fa: 'جنس چوب بدنه', options: [{ value: 'maple', label_fa: 'افرا' }] })
    expect((await facets(child)).items.map((f) => [f.label_fa, f.options.length])).toEqual([['جنس چوب بدنه', 1]])

    expect((await admin.api.DELETE('/filterable_attributes/{id}', path)).response.status).toBe(204)
    expect(await db().select().from(t.filterableAttributes).where(eq(t.filterableAttributes.id, created.id))).toEqual(
      [],
    )
    expect((await facets(child)).items).toEqual([])
    expect((await admin.api.GET('/filterable_attributes/{id}', path)).response.status).toBe(404)
    expect((await admin.api.DELETE('/filterable_attributes/{id}', path)).response.status).toBe(404)

    // Every change is in the admin audit log, by whom and in order.
    const adminId = (await unwrap(admin.api.GET('/auth/profile'))).id
    const audit = await db()
      .select()
      .from(t.adminAudit)
      .where(and(eq(t.adminAudit.targetType, 'filterable_attribute'), eq(t.adminAudit.targetId, created.id)))
      .orderBy(asc(t.adminAudit.id))
    expect(audit.map((a) => [a.action, a.adminId])).toEqual([
      ['filter.create', adminId],
      ['filter.update', adminId],
      ['filter.delete', adminId],
    ])
  })

  it('refuses a key taken along the lineage (409), options that do not fit the type (422) and an unknown category (404)', async () => {
    const admin = await signInAdmin(server())
    const { root, child } = await tree()
    const post = (body: Omit<Create, 'options' | 'order'> & Partial<Pick<Create, 'options' | 'order'>>) =>
      admin.api.POST('/filterable_attributes/', { body: { options: [], order: 0, ...body } })
    await unwrap(post({ category_id: root, key: 'weight', label_fa: 'وزن', type: 'range', unit: 'کیلوگرم' }))

    const clash = await post({ category_id: child, key: 'weight', label_fa: 'وزن', type: 'range' })
    expect(clash.response.status).toBe(409)
    expect((clash.error as { detail: string }).detail).toBe(KEY_TAKEN)

    const noOptions = await post({ category_id: child, key: 'color', label_fa: 'رنگ', type: 'multi_select' })
    expect(noOptions.response.status).toBe(422)
    expect(fieldErrors(noOptions.error)).toEqual([{ field: 'body.options', message: OPTIONS_REQUIRED }])

    const stray = await post({
      category_id: child,
      key: 'wireless',
      label_fa: 'بی‌سیم',
      type: 'boolean',
      options: [{ value: 'yes', label_fa: 'بله' }],
    })
    expect(stray.response.status).toBe(422)
    expect(fieldErrors(stray.error)[0].message).toBe(OPTIONS_NOT_ALLOWED)

    const badKey = await post({ category_id: child, key: 'Body Material', label_fa: 'جنس', type: 'boolean' })
    expect(badKey.response.status).toBe(422)
    expect((await post({ category_id: 2_000_000_000, key: 'x', label_fa: 'x', type: 'boolean' })).response.status).toBe(
      404,
    )

    const own = await unwrap(post({ category_id: child, key: 'wireless', label_fa: 'بی‌سیم', type: 'boolean' }))
    const moved = await admin.api.PUT('/filterable_attributes/{id}', {
      params: { path: { id: own.id } },
      body: { key: 'weight' },
    })
    expect(moved.response.status).toBe(409)
    const rows = await db().select().from(t.filterableAttributes).where(eq(t.filterableAttributes.categoryId, child))
    expect(rows.map((r) => [r.key, r.labelFa])).toEqual([['wireless', 'بی‌سیم']])
  })

  it('refuses sellers and customers on every operation (403)', async () => {
    const seller = await signIn(server())
    const { root } = await tree()
    expect((await seller.api.GET('/filterable_attributes/')).response.status).toBe(403)
    const attempt = await seller.api.POST('/filterable_attributes/', {
      body: { category_id: root, key: 'x', label_fa: 'x', type: 'boolean', options: [], order: 0 },
    })
    expect(attempt.response.status).toBe(403)
    expect(await db().select().from(t.filterableAttributes).where(eq(t.filterableAttributes.categoryId, root))).toEqual(
      [],
    )
  })
})
