import { useQuery } from '@tanstack/react-query'
import { newOrdersCountQueryOptions } from '#api/orders'
import { formatNumber } from '#lib/fa'

/**
 * The store's orders waiting for the seller (paid online, or cash on delivery not yet processed;
 * 0 while unknown). Read again every minute while
 * the panel is open and visible; a hidden tab does not poll.
 */
export function useNewOrders(storeId: number | null): number {
  const query = useQuery({ ...newOrdersCountQueryOptions(storeId ?? 0), enabled: storeId !== null })
  return query.data ?? 0
}

/** «(۳) سفارش‌ها»: the count before a page's title while orders wait. */
export function withNewOrders(title: string, count: number): string {
  return count > 0 ? `(${formatNumber(count)}) ${title}` : title
}
