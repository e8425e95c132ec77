import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { categoryTreeQueryOptions } from '#api/categories'
import { FILTER_PAGE_SIZE, filterListQueryOptions } from '#api/filterable-attributes'
import { useDocumentTitle } from '#lib/use-document-title'
import { buttonClass } from '#ui/button'
import { DataTable } from '#ui/panel/data-table/data-table'
import { skipOf } from '#ui/panel/data-table/table-search'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { PanelHeader } from '#ui/panel/panel-layout'
import { CategoryPicker, categoryOptions } from './category-picker'
import { filterColumns } from './filter-columns'
import type { AdminFiltersSearch } from './filters-search'

/**
 * /admin/filters: the filterable attributes, 100 a page, by category then order; narrowed to one
 * category (its own attributes, not the inherited ones) with the category picker.
 */
export function AdminFiltersPage() {
  useDocumentTitle('فیلترها')
  const { search, update } = useTableSearch<AdminFiltersSearch>()
  const query = useQuery(
    filterListQueryOptions({
      skip: skipOf(search.page, FILTER_PAGE_SIZE),
      limit: FILTER_PAGE_SIZE,
      ...(search.category ? { category_id: search.category } : {}),
    }),
  )
  const tree = useQuery(categoryTreeQueryOptions)
  const names = useMemo(
    () => new Map(categoryOptions(tree.data?.items ?? []).map((o) => [o.value, o.label])),
    [tree.data],
  )
  return (
    <>
      <PanelHeader
        title="فیلترها"
        actions={
          <Link to="/admin/filters/add" className={buttonClass()}>
            افزودن فیلتر
          </Link>
        }
      />
      <DataTable
        label="ویژگی‌های قابل فیلتر"
        columns={filterColumns((id) => names.get(String(id)) ?? '…')}
        rows={query.data?.items}
        rowKey={(f) => f.id}
        total={query.data?.total ?? 0}
        pageSize={FILTER_PAGE_SIZE}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        toolbar={
          <CategoryPicker
            label="دسته‌بندی"
            placeholder="همهٔ دسته‌بندی‌ها"
            value={search.category ?? null}
            onChange={(id) => update({ category: id ?? undefined })}
          />
        }
        empty={
          search.category
            ? { title: 'این دسته‌بندی فیلتری ندارد', description: 'با «افزودن فیلتر» برای آن فیلتر بسازید.' }
            : {
                title: 'هنوز فیلتری ساخته نشده است',
                description: 'فیلترهای هر دسته‌بندی در صفحهٔ آن دسته به خریداران نشان داده می‌شود.',
              }
        }
      />
    </>
  )
}
