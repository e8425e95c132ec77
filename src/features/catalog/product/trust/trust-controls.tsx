import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import type { TrustReportReason } from '#api/reviews'
import { buttonClass } from '#ui/button'
import { ReportDialog } from './report-dialog'

/** «گزارش» and its dialog. */
export function ReportButton({
  subject,
  send,
}: {
  subject: string
  send: (report: { reason: TrustReportReason; note?: string }) => Promise<unknown>
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={cx(buttonClass({ variant: 'ghost', size: 'sm' }), css({ color: 'fg.muted' }))}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        گزارش
      </button>
      <ReportDialog subject={subject} open={open} onClose={() => setOpen(false)} send={send} />
    </>
  )
}

export type TrustSort = 'newest' | 'helpful'
const SORTS: { value: TrustSort; label: string }[] = [
  { value: 'newest', label: 'جدیدترین' },
  { value: 'helpful', label: 'مفیدترین' },
]

export const chipClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  h: '9',
  px: '3',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  fontSize: 'sm',
  color: 'fg.default',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  _hover: { bg: 'bg.subtle' },
  '&[aria-pressed=true]': {
    bg: 'accent.subtle',
    borderColor: 'accent.default',
    color: 'accent.text',
    fontWeight: 'semibold',
  },
})

/** «مرتب‌سازی: جدیدترین | مفیدترین», as two toggle buttons. */
export function SortToggle({ value, onChange }: { value: TrustSort; onChange: (next: TrustSort) => void }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset
    <div role="group" aria-label="مرتب‌سازی" className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
      <span className={css({ fontSize: 'sm', color: 'fg.muted' })} aria-hidden="true">
        مرتب‌سازی:
      </span>
      {SORTS.map((sort) => (
        <button
          key={sort.value}
          type="button"
          className={chipClass}
          aria-pressed={value === sort.value}
          onClick={() => onChange(sort.value)}
        >
          {sort.label}
        </button>
      ))}
    </div>
  )
}

/** «نمایش بیشتر» under a paged list. */
export function ShowMore({
  pending,
  onClick,
  label = 'نمایش بیشتر',
}: {
  pending: boolean
  onClick: () => void
  label?: string
}) {
  return (
    <button
      type="button"
      className={cx(buttonClass({ variant: 'outline' }), css({ alignSelf: 'center', minW: '40' }))}
      disabled={pending}
      onClick={onClick}
    >
      {pending ? 'در حال بارگذاری…' : label}
    </button>
  )
}
