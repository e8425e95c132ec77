import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { candidatesQueryOptions } from '#api/homepage-curation'
import { formatNumber, toPersianDigits } from '#lib/fa'
import { CountBadge } from '#ui/badge'
import { Combobox } from '#ui/panel/combobox'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { Select } from '#ui/panel/select'
import * as Tabs from '#ui/panel/tabs'
import type { ModerationSearch } from './moderation-search'

export const STATUS_LABELS = {
  pending: 'در انتظار بررسی',
  published: 'منتشرشده',
  rejected: 'ردشده',
} as const

/** Pending (the default), published or rejected; the pending tab carries how many wait. */
export function StatusTabs({ pending, noun }: { pending: number; noun: string }) {
  const { search, update } = useTableSearch<ModerationSearch>()
  return (
    <Tabs.Root
      value={search.status ?? 'pending'}
      onValueChange={({ value }) =>
        update({ status: value === 'pending' ? undefined : (value as ModerationSearch['status']) })
      }
      activationMode="manual"
      className={css({ mb: '2' })}
    >
      <Tabs.List aria-label="وضعیت بررسی">
        {(Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[]).map((status) => (
          <Tabs.Trigger key={status} value={status}>
            {STATUS_LABELS[status]}
            {status === 'pending' && pending ? (
              <CountBadge count={pending} label={`${formatNumber(pending)} ${noun} در انتظار بررسی`} />
            ) : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  )
}

const checkLabel = css({ display: 'inline-flex', alignItems: 'center', gap: '2', alignSelf: 'end', minH: '11' })
export const checkbox = css({ w: '5', h: '5', accentColor: 'accent.default', flexShrink: 0 })

/** «فقط گزارش‌شده‌ها»: the ones someone reported, most reported first. */
export function ReportedFilter() {
  const { search, update } = useTableSearch<ModerationSearch>()
  return (
    <label className={checkLabel}>
      <input
        type="checkbox"
        checked={search.reported === true}
        onChange={(event) => update({ reported: event.currentTarget.checked ? true : undefined })}
        className={checkbox}
      />
      فقط گزارش‌شده‌ها
    </label>
  )
}

/** A filter's width beside the others: the row's on a phone, a column's on wider screens. */
const filterWidth = css({ w: { base: 'full', sm: '64' }, flex: { base: 'none', sm: 'none' } })

const STAR_OPTIONS = [
  { value: '', label: 'همه امتیازها' },
  ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${formatNumber(n)} ستاره` })),
]

export function StarsFilter() {
  const { search, update } = useTableSearch<ModerationSearch>()
  return (
    <Select
      label="امتیاز"
      options={STAR_OPTIONS}
      value={search.stars ? String(search.stars) : ''}
      onValueChange={(value) => update({ stars: value ? Number(value) : undefined })}
      placeholder="همه امتیازها"
      className={filterWidth}
    />
  )
}

/**
 * One product, found by name (the catalogue's public search); a row's product name also sets it.
 * `productName`: the chosen product's name when a row of it is on screen.
 */
export function ProductFilter({ productName }: { productName?: string }) {
  const { search, update } = useTableSearch<ModerationSearch>()
  const [text, setText] = useState('')
  const candidates = useQuery({ ...candidatesQueryOptions('product', null, text, false), enabled: text !== '' })
  // One object per choice: the combobox puts a new value's label back into its input.
  const chosen = useMemo(
    () =>
      search.product
        ? { value: String(search.product), label: productName ?? `محصول ${toPersianDigits(search.product)}` }
        : null,
    [search.product, productName],
  )
  return (
    <Combobox
      label="محصول"
      items={candidates.data ?? []}
      onSearch={setText}
      loading={candidates.isFetching}
      value={chosen}
      onValueChange={(option) => update({ product: option ? Number(option.value) : undefined })}
      placeholder="نام محصول را بنویسید"
      className={filterWidth}
    />
  )
}
