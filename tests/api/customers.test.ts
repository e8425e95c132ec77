import { expect, it } from 'vitest'
import { unwrap } from '#sdk'
import type { components } from '#sdk/schema'
import { client, describeEachDb, signIn, type TestClient } from './harness'

type AddressCreate = components['schemas']['AddressCreate']

const home: Omit<AddressCreate, 'is_default'> = {
  title: 'خانه',
  receiver_name: 'مریم احمدی',
  receiver_phone: '09121234567',
  province: 'تهران',
  city: 'تهران',
  address_line: 'خیابان ولیعصر، کوچه بهار',
  plaque: '12',
  unit: '3',
  postal_code: '1315613391',
}

const add = (c: TestClient, body: Partial<AddressCreate> = {}) =>
  unwrap(c.api.POST('/customers/addresses', { body: { is_default: false, ...home, ...body } }))
const list = (c: TestClient) => unwrap(c.api.GET('/customers/addresses'))

describeEachDb('customers: addresses', (server) => {
  it('asks for a session', async () => {
    const res = await client(server()).api.GET('/customers/addresses')
    expect(res.response.status).toBe(401)
  })

  it('creates, lists, updates and deletes an address; the first is the default', async () => {
    const c = await signIn(server())
    expect(await list(c)).toEqual({ items: [], total: 0, skip: 0, limit: 20 })

    const created = await c.api.POST('/customers/addresses', { body: { ...home, is_default: false } })
    expect(created.response.status).toBe(201)
    const first = created.data as NonNullable<typeof created.data>
    expect(first).toMatchObject({ ...home, is_default: true, latitude: null, longitude: null })
    expect(first.id).toBeGreaterThan(0)
    expect(Date.parse(first.created_at)).not.toBeNaN()

    const changed = await unwrap(
      c.api.PUT('/customers/addresses/{id}', {
        params: { path: { id: first.id } },
        body: { address_line: 'خیابان انقلاب، پلاک ۵', title: null },
      }),
    )
    expect(changed).toMatchObject({ ...home, address_line: 'خیابان انقلاب، پلاک 5', title: null, is_default: true })

    const page = await list(c)
    expect(page.total).toBe(1)
    expect(page.items[0]).toEqual(changed)

    const gone = await unwrap(c.api.DELETE('/customers/addresses/{id}', { params: { path: { id: first.id } } }))
    expect(gone.detail).toBe('نشانی حذف شد')
    expect((await list(c)).total).toBe(0)
    const again = await c.api.DELETE('/customers/addresses/{id}', { params: { path: { id: first.id } } })
    expect(again.response.status).toBe(404)
  })

  it('stores Persian and Arabic digits as Latin, and the list spelling of the place', async () => {
    const c = await signIn(server())
    const saved = await add(c, {
      receiver_phone: '۰۹۱۲ ۱۲۳ ۴۵۶۷',
      postal_code: '١٣١٥٦-١٣٣٩١',
      plaque: '۱۲',
      unit: '٣',
      province: 'هرمزگان',
      city: 'بندر عباس',
      receiver_name: 'علي كريمي',
    })
    expect(saved).toMatchObject({
      receiver_phone: '09121234567',
      postal_code: '1315613391',
      plaque: '12',
      unit: '3',
      province: 'هرمزگان',
      city: 'بندرعباس',
      receiver_name: 'علی کریمی',
    })
    const updated = await unwrap(
      c.api.PUT('/customers/addresses/{id}', {
        params: { path: { id: saved.id } },
        body: { receiver_phone: '+۹۸۹۳۵۱۱۱۲۲۳۳', postal_code: '۱۱۱۱۱۱۱۱۱۱' },
      }),
    )
    expect(updated).toMatchObject({ receiver_phone: '09351112233', postal_code: '1111111111' })
  })

  it('moves the default with is_default, and promotes the newest when the default is deleted', async () => {
    const c = await signIn(server())
    const a = await add(c, { title: 'الف' })
    const b = await add(c, { title: 'ب' })
    const d = await add(c, { title: 'د', is_default: true })
    const e = await add(c, { title: 'ه' })
    expect([a.is_default, b.is_default, d.is_default, e.is_default]).toEqual([true, false, true, false])

    let page = await list(c)
    expect(page.items.map((x) => x.title)).toEqual(['د', 'ه', 'ب', 'الف'])
    expect(page.items.filter((x) => x.is_default)).toHaveLength(1)

    // false is ignored; true moves the default here
    const ignored = await unwrap(
      c.api.PUT('/customers/addresses/{id}', { params: { path: { id: d.id } }, body: { is_default: false } }),
    )
    expect(ignored.is_default).toBe(true)
    await unwrap(c.api.PUT('/customers/addresses/{id}', { params: { path: { id: a.id } }, body: { is_default: true } }))
    page = await list(c)
    expect(page.items.filter((x) => x.is_default).map((x) => x.id)).toEqual([a.id])
    expect(page.items[0].id).toBe(a.id)

    // deleting the default promotes the newest remaining one (ه)
    await unwrap(c.api.DELETE('/customers/addresses/{id}', { params: { path: { id: a.id } } }))
    page = await list(c)
    expect(page.items.map((x) => [x.title, x.is_default])).toEqual([
      ['ه', true],
      ['د', false],
      ['ب', false],
    ])
    // deleting one that is not the default leaves the default alone
    await unwrap(c.api.DELETE('/customers/addresses/{id}', { params: { path: { id: b.id } } }))
    page = await list(c)
    expect(page.items.filter((x) => x.is_default).map((x) => x.id)).toEqual([e.id])
  })

  it("answers 404 for another customer's address, and leaves it alone", async () => {
    const owner = await signIn(server())
    const other = await signIn(server())
    const mine = await add(owner)
    const put = await other.api.PUT('/customers/addresses/{id}', {
      params: { path: { id: mine.id } },
      body: { title: 'دزدی' },
    })
    expect(put.response.status).toBe(404)
    expect(put.error?.detail).toBe('نشانی موردنظر یافت نشد')
    const del = await other.api.DELETE('/customers/addresses/{id}', { params: { path: { id: mine.id } } })
    expect(del.response.status).toBe(404)
    const makeDefault = await other.api.PUT('/customers/addresses/{id}', {
      params: { path: { id: mine.id } },
      body: { is_default: true },
    })
    expect(makeDefault.response.status).toBe(404)
    expect((await list(other)).total).toBe(0)
    expect((await list(owner)).items).toEqual([mine])
    const huge = await owner.api.DELETE('/customers/addresses/{id}', { params: { path: { id: 2 ** 40 } } })
    expect(huge.response.status).toBe(404)
  })

  it('refuses bad input with 422 and Persian field errors', async () => {
    const c = await signIn(server())
    const cases: [Partial<AddressCreate>, string, string][] = [
      [{ province: 'آتلانتیس' }, 'body.province', 'استان انتخاب‌شده معتبر نیست'],
      [{ city: 'شیراز' }, 'body.city', 'شهر انتخاب‌شده در این استان نیست'],
      [{ receiver_phone: '02188776655' }, 'body.receiver_phone', 'شماره موبایل معتبر نیست؛ مثلا ۰۹۱۲۱۲۳۴۵۶۷'],
      [{ receiver_name: '  م  ' }, 'body.receiver_name', 'نام گیرنده باید دست‌کم ۲ حرف باشد'],
      [{ address_line: '   کوچه   ' }, 'body.address_line', 'نشانی باید دست‌کم ۵ حرف باشد'],
    ]
    for (const [body, field, message] of cases) {
      const res = await c.api.POST('/customers/addresses', { body: { ...home, is_default: false, ...body } })
      expect(res.response.status, field).toBe(422)
      expect(res.error).toMatchObject({ detail: message, errors: [{ field, message }] })
    }
    // the contract's own checks answer in Persian too
    const short = await c.api.POST('/customers/addresses', {
      body: { ...home, is_default: false, postal_code: '۱۲۳۴۵۶۷۸۹' },
    })
    expect(short.response.status).toBe(422)
    expect(short.error?.detail).toMatch(/[آ-ی]/)
    expect(short.error).toMatchObject({ errors: [{ field: 'body.postal_code' }] })
    expect((await list(c)).total).toBe(0)

    // an update is checked whole: a new province needs one of its cities
    const saved = await add(c)
    const moved = await c.api.PUT('/customers/addresses/{id}', {
      params: { path: { id: saved.id } },
      body: { province: 'فارس' },
    })
    expect(moved.response.status).toBe(422)
    expect(moved.error).toMatchObject({ errors: [{ field: 'body.city', message: 'شهر انتخاب‌شده در این استان نیست' }] })
    const both = await unwrap(
      c.api.PUT('/customers/addresses/{id}', {
        params: { path: { id: saved.id } },
        body: { province: 'فارس', city: 'شيراز' },
      }),
    )
    expect(both).toMatchObject({ province: 'فارس', city: 'شیراز' })
  })

  it('keeps at most 20 addresses (409 beyond)', async () => {
    const c = await signIn(server())
    for (let i = 0; i < 20; i++) await add(c, { title: `نشانی ${i + 1}` })
    const extra = await c.api.POST('/customers/addresses', { body: { ...home, is_default: true } })
    expect(extra.response.status).toBe(409)
    expect(extra.error?.detail).toContain('حداکثر ۲۰ نشانی')
    const page = await list(c)
    expect(page.total).toBe(20)
    expect(page.items.filter((x) => x.is_default)).toHaveLength(1)
    const second = await unwrap(c.api.GET('/customers/addresses', { params: { query: { skip: 15, limit: 10 } } }))
    expect(second).toMatchObject({ total: 20, skip: 15, limit: 10 })
    expect(second.items).toHaveLength(5)
  })

  it('makes exactly one default when the first addresses arrive at once', async () => {
    const c = await signIn(server())
    const saved = await Promise.all(Array.from({ length: 5 }, (_, i) => add(c, { title: `هم‌زمان ${i}` })))
    expect(saved.filter((x) => x.is_default)).toHaveLength(1)
    expect((await list(c)).items.filter((x) => x.is_default)).toHaveLength(1)
  })
})

describeEachDb('customers: profile', (server) => {
  it('reads an empty profile, then changes only the fields sent', async () => {
    const c = await signIn(server())
    const me = await unwrap(c.api.GET('/auth/profile'))
    const empty = await unwrap(c.api.GET('/customers/profile'))
    expect(empty).toEqual({
      id: me.id,
      phone: me.phone,
      name: null,
      email: null,
      national_code: null,
      birth_date: null,
      gender: null,
      newsletter: false,
      created_at: me.created_at,
    })

    const updated = await unwrap(
      c.api.PUT('/customers/profile', {
        body: {
          name: ' مريم  احمدی ',
          email: 'Maryam@Example.com',
          national_code: '۰۰۸۴۵۷۵۹۴۸',
          birth_date: '1995-09-23',
          gender: 'female',
          newsletter: true,
        },
      }),
    )
    expect(updated).toMatchObject({
      name: 'مریم احمدی',
      email: 'maryam@example.com',
      national_code: '0084575948',
      birth_date: '1995-09-23',
      gender: 'female',
      newsletter: true,
    })
    // the name is the user's one name
    expect((await unwrap(c.api.GET('/auth/profile'))).name).toBe('مریم احمدی')

    const partly = await unwrap(c.api.PUT('/customers/profile', { body: { newsletter: false, email: null } }))
    expect(partly).toMatchObject({ name: 'مریم احمدی', email: null, national_code: '0084575948', newsletter: false })
    expect(await unwrap(c.api.GET('/customers/profile'))).toEqual(partly)
  })

  it('refuses a national code with a wrong check digit, and other bad fields, in Persian', async () => {
    const c = await signIn(server())
    const bad = await c.api.PUT('/customers/profile', { body: { national_code: '0084575949' } })
    expect(bad.response.status).toBe(422)
    expect(bad.error).toMatchObject({
      detail: 'کد ملی معتبر نیست',
      errors: [{ field: 'body.national_code', message: 'کد ملی معتبر نیست' }],
    })
    const future = await c.api.PUT('/customers/profile', { body: { birth_date: '2999-01-01' } })
    expect(future.response.status).toBe(422)
    expect(future.error?.detail).toBe('تاریخ تولد معتبر نیست')
    const blankName = await c.api.PUT('/customers/profile', { body: { name: '   ' } })
    expect(blankName.response.status).toBe(422)
    const nothing = await c.api.PUT('/customers/profile', { body: {} })
    expect(nothing.response.status).toBe(422)
    expect((await unwrap(c.api.GET('/customers/profile'))).national_code).toBeNull()
  })

  it('asks for a session', async () => {
    const res = await client(server()).api.GET('/customers/profile')
    expect(res.response.status).toBe(401)
  })
})
