import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { dataTable } from 'styled-system/recipes'
import { BUNDLE_PAGE_SIZE, type Bundle } from '#api/bundles'
import { sellerBundlesQueryOptions } from '#api/seller-bundles'
import { formatNumber } from '#lib/fa'
import { useDocumentTitle } from '#lib/use-document-title'
import { Badge } from '#ui/badge'
import { buttonClass } from '#ui/button'
import { type Column, DataTable } from '#ui/panel/data-table/data-table'
import { skipOf, type TableSearch } from '#ui/panel/data-table/table-search'
import { TableSearchBox } from '#ui/panel/data-table/table-search-box'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { PanelHeader } from '#ui/panel/panel-layout'
import { Toman } from '#ui/price'
import { bundleProblem } from './bundle-problem'

function columns(storeId: string): Column<Bundle>[] {
  return [
    {
      key: 'name',
      header: 'نام سبد',
      primary: true,
      cell: (bundle) => (
        <Link
          to="/providers/$storeId/bundles/$id"
          params={{ storeId, id: String(bundle.id) }}
          className={dataTable().rowLink}
        >
          {bundle.name}
        </Link>
      ),
    },
    { key: 'items', header: 'کالاها', cell: (bundle) => `${formatNumber(bundle.items.length)} کالا` },
    {
      key: 'price',
      header: 'قیمت سبد',
      cell: (bundle) => <Toman value={bundle.selling_price} />,
    },
    {
      key: 'saving',
      header: 'صرفه‌جویی',
      cell: (bundle) =>
        bundle.price > bundle.selling_price ? <Toman value={bundle.price - bundle.selling_price} /> : '—',
    },
    {
      key: 'state',
      header: 'وضعیت',
      primary: true,
      cell: (bundle) => {
        const problem = bundleProblem(bundle)
        return (
          <span>
            <Badge variant={bundle.is_active ? 'success' : 'neutral'} size="md">
              {bundle.is_active ? 'فعال' : 'غیرفعال'}
            </Badge>{' '}
            {problem ? (
              <Badge variant="danger" size="md" title={problem}>
                {problem}
              </Badge>
            ) : null}
          </span>
        )
      },
    },
  ]
}

/**
 * /providers/$storeId/bundles: the store's bundles (سبد ویژه), newest first, 20 a page, with search.
 * A bundle that cannot be bought (an item sold out or removed, or no items) is flagged.
 */
export function BundlesPage({ storeId }: { storeId: string }) {
  const { search } = useTableSearch<TableSearch>()
  const params = {
    store_id: Number(storeId),
    skip: skipOf(search.page, BUNDLE_PAGE_SIZE),
    limit: BUNDLE_PAGE_SIZE,
    ...(search.q ? { search: search.q } : {}),
  }
  const query = useQuery(sellerBundlesQueryOptions(params))
  useDocumentTitle('سبدهای ویژه')
  return (
    <>
      <PanelHeader
        title="سبدهای ویژه"
        actions={
          <Link to="/providers/$storeId/bundles/add" params={{ storeId }} className={buttonClass()}>
            افزودن سبد ویژه
          </Link>
        }
      />
      <DataTable
        label="سبدهای ویژه فروشگاه"
        columns={columns(storeId)}
        rows={query.data?.items}
        rowKey={(bundle) => bundle.id}
        total={query.data?.total ?? 0}
        pageSize={BUNDLE_PAGE_SIZE}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        toolbar={<TableSearchBox label="جستجو" placeholder="نام سبد" />}
        empty={
          search.q
            ? { title: 'سبدی با این نام پیدا نشد', description: 'عبارت دیگری را جستجو کنید.' }
            : {
                title: 'هنوز سبد ویژه‌ای نساخته‌اید',
                description: 'چند محصول فروشگاه را با هم در یک سبد بفروشید.',
              }
        }
      />
    </>
  )
}
