import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { dataTable } from 'styled-system/recipes'
import { MY_STORE_PAGE_SIZE, type MyStore, myStoresQueryOptions } from '#api/seller-stores'
import { useDeleteStore } from '#api/store-mutations'
import { selectedStore } from '#lib/storage'
import { toast } from '#lib/toast'
import { Button, buttonClass } from '#ui/button'
import { ConfirmDialog } from '#ui/panel/confirm-dialog'
import { type Column, DataTable } from '#ui/panel/data-table/data-table'
import { skipOf } from '#ui/panel/data-table/table-search'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { PanelHeader } from '#ui/panel/panel-layout'
import { StoreReviewBadge } from '#views/store-review-badge'

const kindLabel = { individual: 'حقیقی', legal_entity: 'حقوقی' } as const

function columns(onDelete: (store: MyStore) => void): Column<MyStore>[] {
  return [
    {
      key: 'name',
      header: 'نام فروشگاه',
      primary: true,
      cell: (store) => (
        <Link to="/providers/$storeId/products" params={{ storeId: String(store.id) }} className={dataTable().rowLink}>
          {store.name}
        </Link>
      ),
    },
    { key: 'kind', header: 'نوع', cell: (store) => kindLabel[store.kind] },
    { key: 'city', header: 'شهر', cell: (store) => store.city },
    {
      key: 'verified',
      header: 'وضعیت',
      primary: true,
      cell: (store) => <StoreReviewBadge verified={store.verified} />,
    },
    {
      key: 'actions',
      header: 'عملیات',
      cell: (store) => (
        <span className={css({ display: 'flex', gap: '2' })}>
          <Link
            to="/providers/stores/edit/$id"
            params={{ id: String(store.id) }}
            className={buttonClass({ variant: 'outline', size: 'sm' })}
          >
            ویرایش
          </Link>
          <Button variant="ghost" size="sm" onClick={() => onDelete(store)} aria-label={`حذف ${store.name}`}>
            حذف
          </Button>
        </span>
      ),
    },
  ]
}

/** /providers/stores: the provider's stores (20 a page), each with its review state, edit and delete. */
export function StoresPage() {
  const { search } = useTableSearch()
  const query = useQuery(
    myStoresQueryOptions({ skip: skipOf(search.page, MY_STORE_PAGE_SIZE), limit: MY_STORE_PAGE_SIZE }),
  )
  const remove = useDeleteStore()
  const [deleting, setDeleting] = useState<MyStore | null>(null)

  return (
    <>
      <PanelHeader
        title="فروشگاه‌های من"
        actions={
          <Link to="/providers/stores/add" className={buttonClass()}>
            افزودن فروشگاه
          </Link>
        }
      />
      <DataTable
        label="فروشگاه‌های من"
        columns={columns(setDeleting)}
        rows={query.data?.items}
        rowKey={(store) => store.id}
        total={query.data?.total ?? 0}
        pageSize={MY_STORE_PAGE_SIZE}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={{ title: 'فروشگاهی یافت نشد', description: 'با «افزودن فروشگاه» نخستین فروشگاه خود را بسازید.' }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`حذف «${deleting?.name ?? ''}»`}
        description="فروشگاه و محصولات آن از راسته برداشته می‌شود. فروشگاهی که سفارش باز دارد حذف نمی‌شود."
        confirmLabel="حذف فروشگاه"
        destructive
        onConfirm={() =>
          deleting
            ? remove.mutateAsync(deleting.id).then(() => {
                // The deleted store is no longer the one the panel opens.
                if (selectedStore.get() === deleting.id) selectedStore.clear()
                toast({ title: 'فروشگاه حذف شد', variant: 'success' })
              })
            : undefined
        }
      />
    </>
  )
}
