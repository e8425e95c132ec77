// The sales invoice (فاکتور فروش) of a customer's order: the seller as the law names it (the
// store's registered identity), the buyer, the delivery address copied at checkout, every line
// with its product discount, the order's share of the discount code, shipping and the total.
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { isInt4, iso, queryRows } from '../../db/rows'
import type { AddressCopy } from '../../db/schema'
import { notFound } from '../../lib/http-error'
import { ORDER_NOT_FOUND } from '../orders/order-reads'

type Invoice = components['schemas']['OrderInvoice']

interface Head {
  id: number
  status: Invoice['status']
  created_at: Date | string
  address: AddressCopy
  discount_amount: number
  shipping_fee: number
  total: number
  payment_method: Invoice['payment']['method']
  payment_status: Invoice['payment']['status']
  paid_at: Date | string | null
  payment_reference: string | null
  user_id: number
  user_name: string | null
  user_phone: string
  seller: Invoice['seller']
}

/** The invoice of the customer's own order (404 for anyone else's). */
export async function orderInvoice(db: Db, customerId: number, orderId: number): Promise<Invoice> {
  if (!isInt4(orderId)) throw notFound(ORDER_NOT_FOUND)
  const [head] = await queryRows<Head>(
    db,
    sql`select o.id, o.status, o.created_at, o.address, o.discount_amount, o.shipping_fee, o.total, o.payment_method,
        o.payment_status, o.paid_at, o.payment_reference, u.id as user_id, u.name as user_name, u.phone as user_phone,
        json_build_object('name', s.name, 'kind', s.kind, 'company_name', s.company_name,
          'company_national_id', s.company_national_id, 'registration_number', s.registration_number,
          'national_code', s.national_code, 'province', s.province, 'city', s.city, 'address', s.address,
          'postal_code', s.postal_code, 'phone', s.phone) as seller
      from orders o join stores s on s.id = o.store_id join users u on u.id = o.user_id
      where o.id = ${orderId} and o.user_id = ${customerId}`,
  )
  if (!head) throw notFound(ORDER_NOT_FOUND)
  const items = await queryRows<{
    id: number
    name: string
    quantity: number
    unit_price: number
    original_unit_price: number
  }>(
    db,
    sql`select id, name, quantity, unit_price, original_unit_price from order_items where order_id = ${orderId} order by id`,
  )
  const lines = items.map((i) => {
    const [unit, original] = [Number(i.unit_price), Math.max(Number(i.original_unit_price), Number(i.unit_price))]
    return {
      id: i.id,
      name: i.name,
      quantity: i.quantity,
      unit_price: unit,
      original_unit_price: original,
      discount: (original - unit) * i.quantity,
      total: unit * i.quantity,
    }
  })
  return {
    order_id: head.id,
    issued_at: iso(head.created_at) as string,
    status: head.status,
    seller: head.seller,
    buyer: { id: head.user_id, name: head.user_name, phone: head.user_phone },
    address: head.address,
    lines,
    items_total: lines.reduce((sum, l) => sum + l.original_unit_price * l.quantity, 0),
    product_discount: lines.reduce((sum, l) => sum + l.discount, 0),
    code_discount: Number(head.discount_amount),
    shipping_fee: Number(head.shipping_fee),
    total: Number(head.total),
    payment: {
      method: head.payment_method,
      status: head.payment_status,
      paid_at: iso(head.paid_at),
      reference: head.payment_reference,
    },
  }
}
