import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { adminReturnsQueryOptions, type OrderReturn, RETURN_PAGE_SIZE, useDecideReturn } from '#api/returns'
import { toPersianDigits } from '#lib/fa'
import { toast } from '#lib/toast'
import { useDocumentTitle } from '#lib/use-document-title'
import { RETURN_MESSAGES } from '#sdk/rules/returns'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import { CardList } from '#ui/panel/card-list'
import { ConfirmDialog, STAY_OPEN } from '#ui/panel/confirm-dialog'
import { skipOf, type TableSearch } from '#ui/panel/data-table/table-search'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { PanelHeader } from '#ui/panel/panel-layout'
import { StaleNote } from '#ui/stale-note'
import { ReturnCard } from '#views/returns/return-card'
import { ReturnSheet } from '#views/returns/return-sheet'

const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'control',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'accent.default', bg: 'accent.subtle' },
  '& input': { accentColor: 'var(--colors-accent-default)', w: '4', h: '4' },
})

/** An escalated return: its card, its whole record on demand, and the decision. */
function Dispute({ value, onDecide }: { value: OrderReturn; onDecide: (value: OrderReturn) => void }) {
  return (
    <div className={stack({ gap: '2' })}>
      <ReturnCard
        value={value}
        action={
          <Button size="sm" onClick={() => onDecide(value)}>
            ثبت تصمیم
          </Button>
        }
      />
      <details className={css({ '& > summary': { cursor: 'pointer', color: 'accent.text', fontSize: 'sm', py: '2' } })}>
        <summary>جزئیات و مراحل مرجوعی {toPersianDigits(value.id)}</summary>
        <div className={css({ pt: '2' })}>
          <ReturnSheet value={value} />
        </div>
      </details>
    </div>
  )
}

/** /admin/returns («اختلاف‌ها»): returns a seller rejected and the customer escalated, oldest decisions first to make. */
export function DisputesPage() {
  useDocumentTitle('اختلاف‌ها')
  const { search } = useTableSearch<TableSearch>()
  const query = useQuery(adminReturnsQueryOptions('escalated', skipOf(search.page, RETURN_PAGE_SIZE)))
  const decide = useDecideReturn()
  const [deciding, setDeciding] = useState<OrderReturn | null>(null)
  const [decision, setDecision] = useState<'approve' | 'close'>('approve')
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string | null>(null)
  const close = () => {
    setDeciding(null)
    setDecision('approve')
    setNote('')
    setNoteError(null)
  }
  return (
    <>
      <PanelHeader title="اختلاف‌ها" />
      <p className={css({ color: 'fg.muted', fontSize: 'sm', mb: '3', lineHeight: '1.8' })}>
        درخواست‌های مرجوعی‌ای که فروشنده رد کرده و خریدار بررسی آن‌ها را خواسته است.
      </p>
      <StaleNote updatedAt={query.dataUpdatedAt} />
      <CardList
        label="اختلاف‌های باز"
        rows={query.data?.items}
        rowKey={(row) => row.id}
        renderRow={(row) => <Dispute value={row} onDecide={setDeciding} />}
        total={query.data?.total ?? 0}
        pageSize={RETURN_PAGE_SIZE}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={{ title: 'اختلاف بازی نیست', description: 'درخواست‌هایی که خریدار بررسی آن‌ها را بخواهد اینجا می‌آیند.' }}
      />
      <ConfirmDialog
        open={deciding !== null}
        onOpenChange={(next) => (next ? null : close())}
        title={`تصمیم دربارهٔ مرجوعی ${toPersianDigits(deciding?.id ?? 0)}`}
        description="تصمیم و توضیح شما به خریدار و فروشنده نشان داده می‌شود."
        confirmLabel="ثبت تصمیم"
        onConfirm={async () => {
          if (!deciding) return
          if (!note.trim()) {
            setNoteError(RETURN_MESSAGES.decisionNeedsNote)
            return STAY_OPEN
          }
          await decide.mutateAsync({ id: deciding.id, decision, note: note.trim() })
          toast({ title: decision === 'approve' ? 'مرجوعی پذیرفته شد' : 'درخواست بسته شد', variant: 'success' })
        }}
      >
        <fieldset className={stack({ gap: '2', mt: '3' })}>
          <legend className={css({ fontWeight: 'semibold', fontSize: 'sm', mb: '2' })}>تصمیم</legend>
          <label className={option}>
            <input
              type="radio"
              name="decision"
              checked={decision === 'approve'}
              onChange={() => setDecision('approve')}
            />
            پذیرش مرجوعی (خریدار کالا را می‌فرستد)
          </label>
          <label className={option}>
            <input type="radio" name="decision" checked={decision === 'close'} onChange={() => setDecision('close')} />
            بستن درخواست (تصمیم فروشنده می‌ماند)
          </label>
        </fieldset>
        <Field.Root invalid={Boolean(noteError)} className={css({ mt: '3' })}>
          <Field.Label>توضیح تصمیم</Field.Label>
          <Field.Textarea
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => {
              setNote(event.target.value)
              setNoteError(null)
            }}
          />
          <Field.ErrorText>{noteError}</Field.ErrorText>
        </Field.Root>
      </ConfirmDialog>
    </>
  )
}
