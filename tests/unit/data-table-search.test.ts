// The DataTable's URL state: what a list keeps in its address, how bad values fall back, and how
// the seller orders list turns it into GET /orders/'s query (Tehran days, an inclusive "to").
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { sellerOrderParams } from '#features/providers/orders/seller-order-params'
import { sellerOrdersSearchSchema } from '#features/providers/orders/seller-orders-search'
import { compactSearch, skipOf, tableSearchSchema } from '#ui/panel/data-table/table-search'

describe('the table search in the URL', () => {
  it('reads the page from Latin or Persian digits and drops what it cannot read', () => {
    expect(v.parse(tableSearchSchema, { page: '2' }).page).toBe(2)
    expect(v.parse(tableSearchSchema, { page: '۳' }).page).toBe(3)
    for (const page of ['abc', '0', '-1', '1.5', 20_000]) {
      expect(v.parse(tableSearchSchema, { page }).page, String(page)).toBeUndefined()
    }
    expect(v.parse(tableSearchSchema, { order: 'sideways', sort: 'total' })).toEqual({ sort: 'total' })
    expect(v.parse(tableSearchSchema, { q: '  مریم  ' }).q).toBe('مریم')
  })

  it('keeps only what narrows the list, and pages by the API skip', () => {
    expect(compactSearch({ page: undefined, q: '', status: 'paid' })).toEqual({ status: 'paid' })
    expect(skipOf(undefined, 20)).toBe(0)
    expect(skipOf(3, 20)).toBe(40)
  })
})

describe('the seller orders list’s query', () => {
  it('drops an unknown status or a malformed day', () => {
    const search = v.parse(sellerOrdersSearchSchema, { status: 'lost', from: '2026-13-40', to: '2026-11-25' })
    expect(search).toEqual({ to: '2026-11-25' })
  })

  it('asks for the Tehran days from the start of "from" to the end of "to"', () => {
    const search = v.parse(sellerOrdersSearchSchema, {
      status: 'paid',
      from: '2026-11-01',
      to: '2026-11-25',
      q: '0912',
      page: '2',
    })
    expect(sellerOrderParams(7, search)).toEqual({
      store_id: 7,
      status: 'paid',
      search: '0912',
      created_from: '2026-10-31T20:30:00.000Z',
      created_to: '2026-11-25T20:30:00.000Z',
      skip: 20,
      limit: 20,
    })
  })
})
