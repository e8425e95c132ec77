import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { dataTable } from 'styled-system/recipes'
import type { OfferEdit } from '#api/seller-products/offer-edits'
import { OFFER_PAGE_SIZE, type Offer, offersQueryOptions } from '#api/seller-products/seller-products'
import { panelStoreQueryOptions } from '#api/seller-stores'
import { useDocumentTitle } from '#lib/use-document-title'
import { AppImage } from '#ui/app-image'
import { BidiText } from '#ui/bidi-text'
import { Button, buttonClass } from '#ui/button'
import { type Column, DataTable } from '#ui/panel/data-table/data-table'
import { TableSearchBox } from '#ui/panel/data-table/table-search-box'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { PanelHeader } from '#ui/panel/panel-layout'
import { StaleNote } from '#ui/stale-note'
import { BulkDialog } from './bulk-dialog'
import { AvailabilitySwitch, OfferValueInput, offerTarget, useQueuedEdits } from './offer-cells'
import { OfferConflicts } from './offer-conflicts'
import { offerListParams } from './product-params'
import type { SellerProductsSearch } from './products-search'

function columns(storeId: string, queued: OfferEdit[]): Column<Offer>[] {
  return [
    {
      key: 'name',
      header: 'محصول',
      primary: true,
      sortable: true,
      cell: (offer) => (
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '3' })}>
          <AppImage
            src={offer.product.image_url}
            alt=""
            width={48}
            height={48}
            className={css({ w: '12', h: '12', objectFit: 'cover', borderRadius: 'control', flexShrink: 0 })}
          />
          <Link
            to="/providers/$storeId/products/$id"
            params={{ storeId, id: String(offer.product_id) }}
            className={dataTable().rowLink}
          >
            <BidiText text={offer.product.name_fa} />
          </Link>
        </span>
      ),
    },
    { key: 'category', header: 'دسته‌بندی', cell: (offer) => offer.product.category.name_fa },
    {
      key: 'price',
      header: 'قیمت',
      sortable: true,
      cell: (offer) => <OfferValueInput offer={offerTarget(offer)} field="price" queued={queued} />,
    },
    {
      key: 'stock',
      header: 'موجودی',
      sortable: true,
      cell: (offer) => <OfferValueInput offer={offerTarget(offer)} field="stock" queued={queued} />,
    },
    { key: 'available', header: 'فروش', cell: (offer) => <AvailabilitySwitch offer={offer} /> },
  ]
}

/** «فقط کالاهای موجود»: a filter in the URL. */
function InStockFilter() {
  const { search, update } = useTableSearch<SellerProductsSearch>()
  return (
    <label className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', alignSelf: 'end', minH: '11' })}>
      <input
        type="checkbox"
        checked={search.stock === 'in'}
        onChange={(event) => update({ stock: event.currentTarget.checked ? 'in' : undefined })}
        className={css({ w: '5', h: '5', accentColor: 'accent.default' })}
      />
      فقط کالاهای موجود
    </label>
  )
}

/**
 * /providers/$storeId/products: the store's offers with photo, name, category, price, stock and
 * the on-sale switch; price and stock are edited in place (queued offline, conflicts shown with
 * both values); the store-wide price and availability changes open in a dialog.
 */
export function SellerProductsPage({ storeId }: { storeId: string }) {
  const { search } = useTableSearch<SellerProductsSearch>()
  const query = useQuery(offersQueryOptions(offerListParams(Number(storeId), search)))
  const store = useQuery(panelStoreQueryOptions(Number(storeId)))
  const queued = useQueuedEdits()
  const [bulkOpen, setBulkOpen] = useState(false)
  useDocumentTitle('محصولات')
  return (
    <>
      <PanelHeader
        title="محصولات"
        actions={
          <>
            <Button variant="outline" disabled={!store.data} onClick={() => setBulkOpen(true)}>
              تغییر گروهی
            </Button>
            <Link to="/providers/$storeId/products/add" params={{ storeId }} className={buttonClass()}>
              افزودن محصول
            </Link>
          </>
        }
      />
      <OfferConflicts storeId={Number(storeId)} />
      {queued.length > 0 ? (
        <p role="status" className={css({ fontSize: 'sm', color: 'warning.default', mb: '2' })}>
          {`${queued.length.toLocaleString('fa-IR')} تغییر قیمت یا موجودی در صف ارسال است و با برگشتن اتصال فرستاده می‌شود.`}
        </p>
      ) : null}
      <StaleNote updatedAt={query.dataUpdatedAt} />
      <DataTable
        label="محصولات فروشگاه"
        columns={columns(storeId, queued)}
        rows={query.data?.items}
        rowKey={(offer) => offer.id}
        total={query.data?.total ?? 0}
        pageSize={OFFER_PAGE_SIZE}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        toolbar={
          <>
            <TableSearchBox label="جستجو" placeholder="نام محصول" />
            <InStockFilter />
          </>
        }
        empty={
          search.q || search.stock
            ? { title: 'محصولی با این شرایط پیدا نشد', description: 'جستجو یا فیلترها را تغییر دهید.' }
            : {
                title: 'هنوز محصولی در این فروشگاه نیست',
                description: 'با «افزودن محصول» از کاتالوگ محصولی انتخاب کنید یا محصول تازه‌ای بسازید.',
              }
        }
      />
      {store.data ? <BulkDialog storeSlug={store.data.slug} open={bulkOpen} onOpenChange={setBulkOpen} /> : null}
    </>
  )
}
