import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { SELLER_ORDER_PAGE_SIZE, sellerOrdersQueryOptions } from '#api/orders'
import { useDocumentTitle } from '#lib/use-document-title'
import { buttonClass } from '#ui/button'
import { DataTable, FilterGroup } from '#ui/panel/data-table/data-table'
import { TableSearchBox } from '#ui/panel/data-table/table-search-box'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { PanelHeader } from '#ui/panel/panel-layout'
import { StaleNote } from '#ui/stale-note'
import { useQueuedOrderMoves } from '#views/order/queued-moves'
import { sellerOrderColumns } from './seller-order-columns'
import { OrderDateFilter, OrderStatusTabs } from './seller-order-filters'
import { sellerOrderParams } from './seller-order-params'
import type { SellerOrdersSearch } from './seller-orders-search'
import { useNewOrders, withNewOrders } from './use-new-orders'

/**
 * /providers/$storeId/orders: the orders that reached the store, newest first, narrowed by
 * status, a range of days and a phrase (order number, customer name or phone, product name).
 * Everything the list shows is in the URL. Offline it is the copy last read, and says so.
 */
export function SellerOrdersPage({ storeId }: { storeId: string }) {
  const { search } = useTableSearch<SellerOrdersSearch>()
  const query = useQuery(sellerOrdersQueryOptions(sellerOrderParams(Number(storeId), search)))
  const newOrders = useNewOrders(Number(storeId))
  // Moves made offline are not in the server's answer yet: the rows and the tabs say they wait.
  const queued = useQueuedOrderMoves(Number(storeId))
  useDocumentTitle(withNewOrders('سفارش‌ها', newOrders))
  return (
    <>
      <PanelHeader
        title="سفارش‌ها"
        actions={
          <Link to="/providers/$storeId/orders/new" params={{ storeId }} className={buttonClass({ size: 'sm' })}>
            ثبت سفارش دستی
          </Link>
        }
      />
      <OrderStatusTabs newOrders={newOrders} queued={queued.length} />
      <StaleNote updatedAt={query.dataUpdatedAt} />
      <DataTable
        label="سفارش‌های فروشگاه"
        columns={sellerOrderColumns(storeId, queued)}
        rows={query.data?.items}
        rowKey={(order) => order.id}
        total={query.data?.total ?? 0}
        pageSize={SELLER_ORDER_PAGE_SIZE}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        toolbar={
          <>
            <TableSearchBox label="جستجو" placeholder="شماره سفارش، نام یا تلفن مشتری، نام کالا" />
            <FilterGroup>
              <OrderDateFilter edge="from" />
              <OrderDateFilter edge="to" />
            </FilterGroup>
          </>
        }
        empty={
          search.q || search.status || search.todo || search.from || search.to
            ? { title: 'سفارشی با این شرایط پیدا نشد', description: 'جستجو یا فیلترها را تغییر دهید.' }
            : { title: 'هنوز سفارشی نرسیده است', description: 'سفارش‌های مشتریان این فروشگاه اینجا نمایش داده می‌شود.' }
        }
      />
    </>
  )
}
