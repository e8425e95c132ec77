import { type ReactNode, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { stack, wrap } from 'styled-system/patterns'
import type { ModerationStatus } from '#api/admin-trust'
import { errorDetail } from '#lib/errors'
import { formatDate, formatNumber } from '#lib/fa'
import { toast, toastError } from '#lib/toast'
import type { Schemas } from '#sdk'
import { Badge } from '#ui/badge'
import { Button } from '#ui/button'
import { CardList } from '#ui/panel/card-list'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { Spinner } from '#ui/spinner'
import { trustCard } from '#views/panel/trust-content'
import { checkbox, STATUS_LABELS } from './moderation-filters'
import type { ModerationSearch } from './moderation-search'
import { ReasonDialog } from './reason-dialog'

/** What a review and a question have in common, all the queue needs. */
export interface Moderated {
  id: number
  status: ModerationStatus
  reject_reason: string | null
  report_count?: number
  product: Schemas['TrustProductRef']
  author_name: string
  created_at: string
}

export interface ModerationQueueProps<Item extends Moderated> {
  /** «دیدگاه» or «پرسش» */
  noun: string
  /** «صف بررسی دیدگاه‌ها» */
  label: string
  page: { items: Item[]; total: number } | undefined
  pageSize: number
  isPending: boolean
  error: unknown
  onRetry: () => void
  /** The record's own part: a review's rating, text and photos; a question and its answers */
  renderContent: (item: Item) => ReactNode
  /** More after the author and date (the store a review's buyer bought from) */
  renderMeta?: (item: Item) => ReactNode
  approve: (id: number) => Promise<unknown>
  reject: (id: number, reason: string) => Promise<unknown>
  approveMany: (ids: number[]) => Promise<{ approved: number }>
}

const STATUS_TONES = { pending: 'warning', published: 'success', rejected: 'danger' } as const

const head = css({ display: 'flex', alignItems: 'flex-start', gap: '3' })
const productLink = css({ fontWeight: 'semibold', color: 'accent.text', overflowWrap: 'anywhere' })
const meta = wrap({ gap: '1', columnGap: '2', fontSize: 'sm', color: 'fg.muted' })
const actions = wrap({ gap: '2', justifyContent: 'flex-end' })
const selectBox = css({
  display: 'grid',
  placeItems: 'center',
  w: '11',
  h: '11',
  m: '-2.5',
  flexShrink: 0,
  cursor: 'pointer',
})
const bulkCheck = css({ display: 'inline-flex', alignItems: 'center', gap: '2', minH: '11', fontSize: 'sm' })

/**
 * The admins' queue, one for reviews and questions: each record with its product, author, Jalali
 * date, status and report count; approve, reject with the reason its author will see, and (while
 * pending) select several to approve at once.
 */
export function ModerationQueue<Item extends Moderated>(props: ModerationQueueProps<Item>) {
  const { noun, page, approveMany } = props
  const { search } = useTableSearch<ModerationSearch>()
  const status = search.status ?? 'pending'
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [bulkBusy, setBulkBusy] = useState(false)
  // A choice is about the rows on screen: another page or filter starts with none.
  const ids = page?.items.map((item) => item.id).join(',') ?? ''
  useEffect(() => setSelected((now) => new Set([...now].filter((id) => ids.split(',').includes(String(id))))), [ids])

  const selectable = status === 'pending'
  const items = page?.items ?? []
  const toggle = (id: number, on: boolean) =>
    setSelected((now) => {
      const next = new Set(now)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const approveSelected = async () => {
    setBulkBusy(true)
    try {
      const { approved } = await approveMany([...selected])
      toast({ title: `${formatNumber(approved)} ${noun} تأیید شد`, variant: 'success' })
      setSelected(new Set())
    } catch (error) {
      toastError(errorDetail(error))
    } finally {
      setBulkBusy(false)
    }
  }

  const bulk =
    selectable && items.length > 0 ? (
      <div className={wrap({ gap: '3', alignItems: 'center' })}>
        <label className={bulkCheck}>
          <input
            type="checkbox"
            className={checkbox}
            checked={selected.size > 0 && selected.size === items.length}
            onChange={(event) => setSelected(event.currentTarget.checked ? new Set(items.map((i) => i.id)) : new Set())}
          />
          انتخاب همه
        </label>
        <Button size="sm" disabled={selected.size === 0 || bulkBusy} onClick={() => void approveSelected()}>
          {bulkBusy ? <Spinner /> : null}
          {selected.size ? `تأیید ${formatNumber(selected.size)} مورد انتخاب‌شده` : 'تأیید موارد انتخاب‌شده'}
        </Button>
      </div>
    ) : null

  return (
    <CardList
      label={props.label}
      rows={page?.items}
      rowKey={(item) => item.id}
      total={page?.total ?? 0}
      pageSize={props.pageSize}
      isPending={props.isPending}
      error={props.error}
      onRetry={props.onRetry}
      header={bulk}
      empty={emptyFor(noun, status, search)}
      renderRow={(item) => (
        <QueueItem
          item={item}
          {...props}
          selectable={selectable}
          selected={selected.has(item.id)}
          onSelect={(on) => toggle(item.id, on)}
        />
      )}
    />
  )
}

function emptyFor(noun: string, status: ModerationStatus, search: ModerationSearch) {
  if (search.reported || search.stars || search.product)
    return { title: `${noun}ی با این شرایط پیدا نشد`, description: 'فیلترها را تغییر دهید.' }
  if (status === 'pending')
    return { title: `${noun}ی در انتظار بررسی نیست`, description: `${noun}‌های تازه اینجا نمایش داده می‌شود.` }
  // Both labels end in «ه»: «منتشرشده‌ای», «ردشده‌ای».
  return { title: `${noun} ${STATUS_LABELS[status]}‌ای نیست` }
}

function QueueItem<Item extends Moderated>({
  item,
  noun,
  renderContent,
  renderMeta,
  approve,
  reject,
  selectable,
  selected,
  onSelect,
}: ModerationQueueProps<Item> & {
  item: Item
  selectable: boolean
  selected: boolean
  onSelect: (on: boolean) => void
}) {
  const { update } = useTableSearch<ModerationSearch>()
  const [approving, setApproving] = useState(false)
  const [rejecting, setRejecting] = useState(false)
  const reports = item.report_count ?? 0
  const runApprove = async () => {
    setApproving(true)
    try {
      await approve(item.id)
      toast({ title: `${noun} تأیید شد`, variant: 'success' })
    } catch (error) {
      toastError(errorDetail(error))
    } finally {
      setApproving(false)
    }
  }
  return (
    <article className={trustCard} aria-label={`${noun} ${item.author_name} دربارهٔ ${item.product.name_fa}`}>
      <div className={head}>
        {selectable ? (
          // The label around the box makes a thumb-sized target of it.
          <label className={selectBox}>
            <input
              type="checkbox"
              className={checkbox}
              checked={selected}
              onChange={(event) => onSelect(event.currentTarget.checked)}
              aria-label={`انتخاب ${noun} ${item.author_name}`}
            />
          </label>
        ) : null}
        <div className={stack({ gap: '1', flex: '1', minW: 0 })}>
          <div className={wrap({ gap: '2', alignItems: 'center' })}>
            <a
              href={`/products/${item.product.id}/${item.product.slug}`}
              target="_blank"
              rel="noreferrer"
              className={productLink}
            >
              {item.product.name_fa}
            </a>
            <Button variant="link" size="sm" onClick={() => update({ product: item.product.id })}>
              فقط همین محصول
            </Button>
          </div>
          <div className={meta}>
            <span>{item.author_name}</span>
            <span aria-hidden="true">،</span>
            <time dateTime={item.created_at}>{formatDate(item.created_at)}</time>
            {renderMeta?.(item)}
          </div>
        </div>
        <div className={stack({ gap: '1', alignItems: 'flex-end', flexShrink: 0 })}>
          <Badge variant={STATUS_TONES[item.status]} size="md">
            {STATUS_LABELS[item.status]}
          </Badge>
          {reports > 0 ? (
            <Badge variant="danger" size="md">
              {`${formatNumber(reports)} گزارش`}
            </Badge>
          ) : null}
        </div>
      </div>
      {renderContent(item)}
      {item.status === 'rejected' && item.reject_reason ? (
        <p className={css({ fontSize: 'sm', color: 'danger.default' })}>{`دلیل رد: ${item.reject_reason}`}</p>
      ) : null}
      <div className={actions}>
        {item.status !== 'published' ? (
          <Button size="sm" disabled={approving} onClick={() => void runApprove()}>
            {approving ? <Spinner /> : null}
            {item.status === 'rejected' ? 'تأیید و انتشار' : 'تأیید'}
          </Button>
        ) : null}
        {item.status !== 'rejected' ? (
          <Button size="sm" variant="outline" onClick={() => setRejecting(true)}>
            رد کردن
          </Button>
        ) : null}
      </div>
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={`رد ${noun} ${item.author_name}`}
        description={`دلیل را نویسندهٔ ${noun} می‌بیند${item.status === 'published' ? '؛ از صفحهٔ محصول هم برداشته می‌شود' : ''}.`}
        confirmLabel={`رد ${noun}`}
        onConfirm={(reason) => reject(item.id, reason)}
      />
    </article>
  )
}
