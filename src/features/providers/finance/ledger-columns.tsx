import { css } from 'styled-system/css'
import type { LedgerEntry } from '#api/finance'
import { formatDate, toPersianDigits } from '#lib/fa'
import { Badge } from '#ui/badge'
import { BidiText } from '#ui/bidi-text'
import type { Column } from '#ui/panel/data-table/data-table'
import { Toman } from '#ui/price'
import { KIND_LABELS, STATE_LABELS } from './finance-labels'

const orderButton = css({
  color: 'accent.text',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  // A finger's height, its text centred like the other cells' text.
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
})

/** What an entry is about: the item for a sale, commission or refund; the order for shipping. */
function description(entry: LedgerEntry) {
  if (entry.item_name) return <BidiText text={entry.item_name} />
  return entry.kind === 'shipping' ? 'هزینهٔ ارسال سفارش' : '—'
}

/**
 * The ledger's columns: date, kind (the card's title on a phone), what it is about, its order
 * (opening the order's breakdown), the signed amount, and its state.
 */
export function ledgerColumns(openOrder: (orderId: number) => void): Column<LedgerEntry>[] {
  return [
    {
      key: 'kind',
      header: 'نوع',
      primary: true,
      cell: (entry) => KIND_LABELS[entry.kind],
    },
    { key: 'created_at', header: 'تاریخ', cell: (entry) => formatDate(entry.created_at) },
    { key: 'item', header: 'شرح', cell: description },
    {
      key: 'order',
      header: 'سفارش',
      cell: (entry) =>
        entry.order_id === null ? (
          '—'
        ) : (
          <button
            type="button"
            className={orderButton}
            aria-haspopup="dialog"
            onClick={() => entry.order_id !== null && openOrder(entry.order_id)}
          >
            {`سفارش ${toPersianDigits(entry.order_id)}`}
          </button>
        ),
    },
    {
      key: 'amount',
      header: 'مبلغ',
      cell: (entry) => (
        <Toman
          value={Math.abs(entry.amount)}
          negative={entry.amount < 0}
          className={css({ color: entry.amount < 0 ? 'danger.default' : 'fg.default' })}
        />
      ),
    },
    {
      key: 'state',
      header: 'وضعیت',
      cell: (entry) => {
        const state = STATE_LABELS[entry.state]
        return (
          <span className={css({ display: 'inline-flex', flexWrap: 'wrap', gap: '1', alignItems: 'center' })}>
            <Badge variant={state.variant}>{state.label}</Badge>
            {entry.state === 'pending' ? (
              <span
                className={css({ fontSize: 'xs', color: 'fg.muted' })}
              >{`تا ${formatDate(entry.available_at)}`}</span>
            ) : null}
          </span>
        )
      },
    },
  ]
}
