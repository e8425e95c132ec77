import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { dataTable } from 'styled-system/recipes'
import { DISCOUNT_PAGE_SIZE, type Discount, discountListQueryOptions, useDeleteDiscount } from '#api/discounts'
import { formatNumber } from '#lib/fa'
import { toast } from '#lib/toast'
import { Badge } from '#ui/badge'
import { Button, buttonClass } from '#ui/button'
import { ConfirmDialog } from '#ui/panel/confirm-dialog'
import { type Column, DataTable } from '#ui/panel/data-table/data-table'
import { skipOf } from '#ui/panel/data-table/table-search'
import { TableSearchBox } from '#ui/panel/data-table/table-search-box'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { PanelHeader } from '#ui/panel/panel-layout'
import * as Tabs from '#ui/panel/tabs'
import { discountState, discountValueLabel, discountWindowLabel, STATE_LABEL } from './discount-labels'
import { actionsClass } from './discount-styles'
import { UserGroupsSection } from './user-groups-section'

function columns(storeId: string, onDelete: (d: Discount) => void): Column<Discount>[] {
  return [
    {
      key: 'name',
      header: 'نام تخفیف',
      primary: true,
      cell: (d) => (
        <Link
          to="/providers/$storeId/discounts/$id"
          params={{ storeId, id: String(d.id) }}
          className={dataTable().rowLink}
        >
          {d.name}
        </Link>
      ),
    },
    { key: 'value', header: 'مقدار', primary: true, cell: (d) => discountValueLabel(d) },
    { key: 'kind', header: 'نوع اعمال', cell: (d) => (d.requires_code ? 'با کد تخفیف' : 'خودکار') },
    { key: 'window', header: 'زمان', cell: (d) => discountWindowLabel(d) },
    {
      key: 'used',
      header: 'استفاده',
      cell: (d) =>
        d.usage_limit === null
          ? `${formatNumber(d.used_count)} بار`
          : `${formatNumber(d.used_count)} از ${formatNumber(d.usage_limit)}`,
    },
    {
      key: 'state',
      header: 'وضعیت',
      cell: (d) => {
        const [label, variant] = STATE_LABEL[discountState(d)]
        return <Badge variant={variant}>{label}</Badge>
      },
    },
    {
      key: 'actions',
      header: 'عملیات',
      cell: (d) => (
        <span className={actionsClass}>
          <Link
            to="/providers/$storeId/discounts/$id"
            params={{ storeId, id: String(d.id) }}
            className={buttonClass({ variant: 'outline', size: 'sm' })}
          >
            ویرایش
          </Link>
          <Button variant="ghost" size="sm" onClick={() => onDelete(d)} aria-label={`حذف ${d.name}`}>
            حذف
          </Button>
        </span>
      ),
    },
  ]
}

/**
 * /providers/{storeId}/discounts: the store's discounts (20 a page, searched by name) with their
 * value, window, use and state; and, in a second tab, the store's customer groups.
 */
export function DiscountsPage({ storeId }: { storeId: string }) {
  const id = Number(storeId)
  const { search } = useTableSearch()
  const [tab, setTab] = useState('discounts')
  const query = useQuery(
    discountListQueryOptions({
      store_id: id,
      skip: skipOf(search.page, DISCOUNT_PAGE_SIZE),
      ...(search.q ? { search: search.q } : {}),
    }),
  )
  const remove = useDeleteDiscount()
  const [deleting, setDeleting] = useState<Discount | null>(null)

  return (
    <>
      <PanelHeader
        title="تخفیف‌ها"
        actions={
          <Link to="/providers/$storeId/discounts/add" params={{ storeId }} className={buttonClass()}>
            افزودن تخفیف
          </Link>
        }
      />
      <Tabs.Root value={tab} onValueChange={({ value }) => setTab(value)}>
        <Tabs.List aria-label="بخش‌های تخفیف">
          <Tabs.Trigger value="discounts">تخفیف‌ها و کدها</Tabs.Trigger>
          <Tabs.Trigger value="groups">گروه‌های مشتریان</Tabs.Trigger>
          <Tabs.Indicator />
        </Tabs.List>
        <Tabs.Content value="discounts">
          <DataTable
            label="تخفیف‌های فروشگاه"
            columns={columns(storeId, setDeleting)}
            rows={query.data?.items}
            rowKey={(d) => d.id}
            total={query.data?.total ?? 0}
            pageSize={DISCOUNT_PAGE_SIZE}
            isPending={query.isPending}
            error={query.error}
            onRetry={() => void query.refetch()}
            toolbar={<TableSearchBox label="جست‌وجوی تخفیف" placeholder="نام تخفیف" />}
            empty={{
              title: 'تخفیفی یافت نشد',
              description: 'با «افزودن تخفیف» برای محصولات، سبدها یا مشتریان ویژه تخفیف بسازید.',
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="groups">
          <UserGroupsSection storeId={id} />
        </Tabs.Content>
      </Tabs.Root>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`حذف «${deleting?.name ?? ''}»`}
        description="تخفیف با همه کدهایش حذف می‌شود. سفارش‌های گذشته مبلغ تخفیف خود را نگه می‌دارند."
        confirmLabel="حذف تخفیف"
        destructive
        onConfirm={() =>
          deleting
            ? remove.mutateAsync(deleting.id).then(() => toast({ title: 'تخفیف حذف شد', variant: 'success' }))
            : undefined
        }
      />
    </>
  )
}
