import type { OrderStatus, PublicOrder } from '#api/orders'

const HAPPY_PATH: OrderStatus[] = ['pending_payment', 'paid', 'processing', 'shipped', 'delivered']

/** The steps still ahead of an order that is going well (cash on delivery skips «پرداخت‌شده»). */
export function upcomingSteps(order: Pick<PublicOrder, 'status' | 'payment'>): OrderStatus[] {
  if (order.status === 'cancelled' || order.status === 'delivered') return []
  const path = order.payment.method === 'cod' ? HAPPY_PATH.filter((status) => status !== 'paid') : HAPPY_PATH
  return path.slice(path.indexOf(order.status) + 1)
}
