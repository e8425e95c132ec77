import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { RETURN_PAGE_SIZE, storeReturnsQueryOptions } from '#api/returns'
import { useDocumentTitle } from '#lib/use-document-title'
import { buttonClass } from '#ui/button'
import { CardList } from '#ui/panel/card-list'
import { skipOf } from '#ui/panel/data-table/table-search'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { PanelHeader } from '#ui/panel/panel-layout'
import * as Tabs from '#ui/panel/tabs'
import { StaleNote } from '#ui/stale-note'
import { ReturnCard } from '#views/returns/return-card'
import type { StoreReturnsSearch } from './returns-search'

const TABS = [
  { value: 'requested', label: 'در انتظار بررسی' },
  { value: 'sent_back', label: 'در راه بازگشت' },
  { value: 'all', label: 'همه' },
] as const

const EMPTY = {
  requested: { title: 'درخواست مرجوعی تازه‌ای ندارید' },
  sent_back: { title: 'مرسولهٔ برگشتی در راه ندارید' },
  all: {
    title: 'هنوز درخواست مرجوعی ثبت نشده است',
    description: 'خریداران تا ۷ روز پس از تحویل می‌توانند مرجوعی بخواهند.',
  },
}

/** /providers/$storeId/returns («مرجوعی‌ها»): what waits for the seller first, then everything. */
export function StoreReturnsPage({ storeId }: { storeId: string }) {
  const id = Number(storeId)
  useDocumentTitle('مرجوعی‌ها')
  const { search, update } = useTableSearch<StoreReturnsSearch>()
  const tab = search.tab ?? 'requested'
  const query = useQuery(
    storeReturnsQueryOptions(id, tab === 'all' ? undefined : tab, skipOf(search.page, RETURN_PAGE_SIZE)),
  )
  return (
    <>
      <PanelHeader title="مرجوعی‌ها" />
      <Tabs.Root
        value={tab}
        onValueChange={({ value }) =>
          update({ tab: value === 'requested' ? undefined : (value as StoreReturnsSearch['tab']) })
        }
        activationMode="manual"
        className={css({ mb: '3' })}
      >
        <Tabs.List aria-label="کدام مرجوعی‌ها">
          {TABS.map((item) => (
            <Tabs.Trigger key={item.value} value={item.value}>
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <StaleNote updatedAt={query.dataUpdatedAt} />
      <CardList
        label="مرجوعی‌های فروشگاه"
        rows={query.data?.items}
        rowKey={(row) => row.id}
        renderRow={(row) => (
          <ReturnCard
            value={row}
            action={
              <Link
                to="/providers/$storeId/returns/$id"
                params={{ storeId, id: String(row.id) }}
                className={buttonClass({ variant: 'outline', size: 'sm' })}
              >
                بررسی
              </Link>
            }
          />
        )}
        total={query.data?.total ?? 0}
        pageSize={RETURN_PAGE_SIZE}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={EMPTY[tab]}
      />
    </>
  )
}
