import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { ORDER_PAGE_SIZE, orderListQueryOptions } from '#api/orders'
import { pageCount } from '#lib/page-search'
import { useDocumentTitle } from '#lib/use-document-title'
import { Button, buttonClass } from '#ui/button'
import { EmptyState } from '#ui/empty-state'
import { ErrorState } from '#ui/error-state'
import { Pagination } from '#ui/pagination'
import { OrdersIcon } from '#ui/shop-icons'
import { ORDER_STATUS_LABELS as STATUS_LABELS } from '#views/order/order-status'
import { OrderCard } from './order-card'
import { type OrderListSearch, orderListParams } from './order-search'
import { OrderListSkeleton } from './order-skeletons'
import { StatusFilter } from './status-filter'

interface OrdersListPageProps {
  search: OrderListSearch
  onSearchChange: (next: OrderListSearch) => void
}

/** /profile, the orders tab: the customer's orders, newest first, 20 a page, narrowed by status. */
export function OrdersListPage({ search, onSearchChange }: OrdersListPageProps) {
  useDocumentTitle('سفارش‌های من')
  const list = useQuery({ ...orderListQueryOptions(orderListParams(search)), placeholderData: keepPreviousData })
  const status = search.status

  return (
    <div className={stack({ gap: '4' })}>
      <h1 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'black' })}>سفارش‌های من</h1>
      <StatusFilter value={status} onChange={(next) => onSearchChange({ status: next })} />
      {list.data ? (
        list.data.items.length ? (
          <div className={css({ opacity: list.isPlaceholderData ? 0.6 : 1 })} aria-busy={list.isPlaceholderData}>
            <ul className={stack({ gap: '3' })}>
              {list.data.items.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} />
                </li>
              ))}
            </ul>
            <Pagination
              page={search.page ?? 1}
              totalPages={pageCount(list.data.total, ORDER_PAGE_SIZE)}
              onPageChange={(page) => onSearchChange({ status, page: page > 1 ? page : undefined })}
            />
          </div>
        ) : status ? (
          <EmptyState
            icon={<OrdersIcon />}
            title={`سفارش «${STATUS_LABELS[status]}» ندارید`}
            action={
              <Button variant="outline" onClick={() => onSearchChange({})}>
                نمایش همه سفارش‌ها
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<OrdersIcon />}
            title="هنوز سفارشی ثبت نکرده‌اید"
            description="سفارش‌های شما و وضعیت هر کدام اینجا نمایش داده می‌شود."
            action={
              <Link to="/products" className={buttonClass()}>
                مشاهده محصولات
              </Link>
            }
          />
        )
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <OrderListSkeleton />
      )}
    </div>
  )
}
