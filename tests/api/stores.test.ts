// The seller's stores through the SDK: sign-up stores of both kinds (unverified, the provider role
// granted at once), every identity check on its own field in Persian, the own list 20 a page,
// edits, identity changes sending a verified store back to review, and deletion.
import { expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { SLUG_TAKEN } from '../../server/modules/stores/store-rows'
import { NOT_FOR_INDIVIDUAL } from '../../server/modules/stores/store-update'
import { fieldErrors, individualStore, legalEntityStore, signInAdmin, uniqueSlug } from './fixtures/stores'
import { client, describeEachDb, signIn } from './harness'

describeEachDb('stores: the seller’s own stores', (server) => {
  it('creates an individual store: unverified, normalised, and its owner becomes a provider', async () => {
    const seller = await signIn(server())
    expect((await unwrap(seller.api.GET('/auth/profile'))).roles).toEqual(['customer'])
    expect((await seller.api.GET('/stores')).response.status).toBe(403)

    const body = individualStore()
    const created = await seller.api.POST('/stores/individual', { body })
    expect(created.response.status).toBe(201)
    expect(created.data).toMatchObject({
      kind: 'individual',
      slug: body.slug,
      verified: false,
      verified_at: null,
      phone: '02188776655',
      email: 'info@pars-digital.ir',
      postal_code: '1315613391',
      sheba: 'IR820540102680020817909002',
      national_code: '0084575948',
      company_name: null,
    })
    // The same session carries the role: roles are read on every call.
    expect((await unwrap(seller.api.GET('/auth/profile'))).roles).toEqual(['customer', 'provider'])
    const page = await unwrap(seller.api.GET('/stores'))
    expect(page.items.map((s) => s.id)).toEqual([created.data?.id])
    expect(page.support_phone).toBe('021-91000000')
  })

  it('creates a legal entity store, and a second store through POST /stores', async () => {
    const seller = await signIn(server())
    const company = await unwrap(seller.api.POST('/stores/legal-entity', { body: legalEntityStore() }))
    expect(company).toMatchObject({
      kind: 'legal_entity',
      national_code: null,
      company_national_id: '14007650912',
      registration_number: '452310',
      shipping: { methods: [], cod_allowed: false, courier_city: null },
    })
    const second = await unwrap(
      seller.api.POST('/stores', { body: individualStore({ slug: undefined, name: 'Pars Shop' }) }),
    )
    expect(second).toMatchObject({ kind: 'individual', verified: false })
    expect(second.slug).toMatch(/^pars-shop/)
    const third = await unwrap(seller.api.POST('/stores', { body: legalEntityStore({ slug: undefined }) }))
    expect(third.kind).toBe('legal_entity')
    expect(third.slug).toMatch(/^bazrgani-pars/)
  })

  it('gives a Persian name a readable slug of its own, numbered for a second store of that name', async () => {
    const seller = await signIn(server())
    // A Persian word of its own per run, so a run on a reused database starts from a free name.
    const tag = [...String(Date.now()).slice(-6)].map((d) => 'بپتجچخدرزس'[Number(d)]).join('')
    const name = `کالای مریم ${tag}`
    const create = () =>
      unwrap(seller.api.POST('/stores/individual', { body: individualStore({ slug: undefined, name }) }))
    const first = await create()
    const second = await create()
    expect(first.slug).toMatch(/^kalay-mrim-[a-z]+$/)
    expect(second.slug).toBe(`${first.slug}-2`)
  })

  it('names every bad field in Persian', async () => {
    const seller = await signIn(server())
    const bad = await seller.api.POST('/stores/individual', {
      body: individualStore({
        sheba: 'IR820540102680020817909003',
        national_code: '0084575949',
        postal_code: '0315613391',
        phone: '12345678',
        province: 'ناکجاآباد',
      }),
    })
    expect(bad.response.status).toBe(422)
    const fields = Object.fromEntries(fieldErrors(bad.error).map((e) => [e.field, e.message]))
    expect(Object.keys(fields).sort()).toEqual(
      ['body.national_code', 'body.phone', 'body.postal_code', 'body.province', 'body.sheba'].sort(),
    )
    expect(fields['body.sheba']).toMatch(/شبا/)
    expect(fields['body.national_code']).toBe('کد ملی معتبر نیست')

    const company = await seller.api.POST('/stores/legal-entity', {
      body: legalEntityStore({ company_national_id: '14007650913', city: 'تبریز' }),
    })
    expect(company.response.status).toBe(422)
    expect(
      fieldErrors(company.error)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['body.city', 'body.company_national_id'])
    const courier = await seller.api.POST('/stores/individual', {
      body: individualStore({ shipping: { ...individualStore().shipping, courier_city: null } }),
    })
    expect(fieldErrors(courier.error)[0]).toMatchObject({ field: 'body.shipping' })
    // Nothing was made, so the user is still only a customer.
    expect((await unwrap(seller.api.GET('/auth/profile'))).roles).toEqual(['customer'])
  })

  it('refuses a taken slug with 409', async () => {
    const slug = uniqueSlug()
    await unwrap((await signIn(server())).api.POST('/stores/individual', { body: individualStore({ slug }) }))
    const other = await signIn(server())
    const taken = await other.api.POST('/stores/individual', { body: individualStore({ slug }) })
    expect(taken.response.status).toBe(409)
    expect(taken.error?.detail).toBe(SLUG_TAKEN)
  })

  it('pages the own list 20 at a time, oldest first', async () => {
    const seller = await signIn(server())
    const ids: number[] = []
    for (let i = 0; i < 22; i++) {
      ids.push((await unwrap(seller.api.POST('/stores/individual', { body: individualStore() }))).id)
    }
    const first = await unwrap(seller.api.GET('/stores'))
    expect(first).toMatchObject({ total: 22, skip: 0, limit: 20 })
    expect(first.items.map((s) => s.id)).toEqual(ids.slice(0, 20))
    const rest = await unwrap(seller.api.GET('/stores', { params: { query: { skip: 20 } } }))
    expect(rest.items.map((s) => s.id)).toEqual(ids.slice(20))
  })

  it('edits only the fields sent; an identity change sends a verified store back to review', async () => {
    const seller = await signIn(server())
    const admin = await signInAdmin(server())
    const store = await unwrap(seller.api.POST('/stores/individual', { body: individualStore() }))
    const path = { params: { path: { id: store.id } } }
    await unwrap(admin.api.POST('/stores/{id}/verify', path))

    const renamed = await unwrap(
      seller.api.PUT('/stores/{id}', { ...path, body: { name: 'فروشگاه تازه', city: 'شهریار', email: null } }),
    )
    expect(renamed).toMatchObject({
      name: 'فروشگاه تازه',
      province: 'تهران',
      city: 'شهریار',
      email: null,
      verified: true,
    })
    expect(renamed.sheba).toBe(store.sheba)
    // The same Sheba in another spelling is no change.
    const same = await unwrap(
      seller.api.PUT('/stores/{id}', { ...path, body: { sheba: 'IR۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲' } }),
    )
    expect(same.verified).toBe(true)

    const wrongKind = await seller.api.PUT('/stores/{id}', { ...path, body: { company_name: 'شرکت' } })
    expect(wrongKind.response.status).toBe(422)
    expect(fieldErrors(wrongKind.error)[0]).toEqual({ field: 'body.company_name', message: NOT_FOR_INDIVIDUAL })
    const badCity = await seller.api.PUT('/stores/{id}', { ...path, body: { province: 'فارس' } })
    expect(fieldErrors(badCity.error)[0].field).toBe('body.city')

    const review = await unwrap(
      seller.api.PUT('/stores/{id}', { ...path, body: { sheba: 'IR062960000000100324200001' } }),
    )
    expect(review).toMatchObject({ verified: false, verified_at: null, sheba: 'IR062960000000100324200001' })
    expect((await unwrap(seller.api.GET('/stores/by-id/{id}', path))).verified).toBe(false)
  })

  it('asks visitors to sign in', async () => {
    const visitor = client(server())
    expect((await visitor.api.POST('/stores/individual', { body: individualStore() })).response.status).toBe(401)
    expect((await visitor.api.GET('/stores')).response.status).toBe(401)
  })
})
