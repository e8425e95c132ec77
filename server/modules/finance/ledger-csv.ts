// The seller's ledger as a CSV file for Excel (issue 30): UTF-8 with a byte-order mark (without
// it Excel reads the Persian as Windows-1256 garbage), Persian headers, Jalali dates and times in
// Tehran, amounts as plain ASCII integers in toman so Excel sums them. Dates come from Node's
// ICU (the Persian calendar) - the PWA's own src/lib/jalali.ts is out of the server's reach, and
// Intl's size is no cost here.
import type { Db } from '../../db/client'
import { type EntryRow, entryRows, type LedgerFilter, ledgerWhere } from './store-ledger'

/** The most rows one file holds (years of a busy store's entries). */
export const CSV_MAX_ROWS = 50_000

const KIND_NAMES: Record<EntryRow['kind'], string> = {
  sale: 'فروش',
  shipping: 'هزینه ارسال',
  commission: 'کارمزد',
  refund: 'بازپرداخت',
}

const STATE_NAMES: Record<EntryRow['state'], string> = {
  pending: 'در انتظار آزادسازی',
  available: 'قابل تسویه',
  in_payout: 'در حال تسویه',
  paid: 'تسویه‌شده',
}

const HEADERS = ['شناسه', 'تاریخ', 'نوع', 'شرح', 'شماره سفارش', 'مبلغ (تومان)', 'وضعیت', 'تاریخ آزادسازی']

const jalali = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** '1405/09/07 14:05' (Jalali, Tehran, Latin digits: Excel reads them). */
export function jalaliDateTime(moment: Date | string): string {
  const parts = Object.fromEntries(jalali.formatToParts(new Date(moment)).map((p) => [p.type, p.value]))
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}`
}

/** '1405-09-07': the Jalali day for a file name. */
export const jalaliDay = (moment: Date) => jalaliDateTime(moment).slice(0, 10).replaceAll('/', '-')

/** A field quoted when it holds a comma, a quote or a line break (RFC 4180). */
const field = (value: string | number | null) => {
  const text = value === null ? '' : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

function describe(r: EntryRow): string {
  if (r.kind === 'shipping') return `هزینه ارسال سفارش ${r.order_id}`
  if (r.kind === 'refund') return `بازپرداخت ${r.item_name ?? ''}`.trim()
  return r.item_name ?? ''
}

export async function ledgerCsv(db: Db, storeId: number, filter: LedgerFilter): Promise<string> {
  const rows = await entryRows(db, ledgerWhere(storeId, filter), CSV_MAX_ROWS)
  const lines = rows.map((r) =>
    [
      r.id,
      jalaliDateTime(r.created_at),
      KIND_NAMES[r.kind],
      describe(r),
      r.order_id,
      r.amount,
      STATE_NAMES[r.state],
      jalaliDateTime(r.available_at),
    ]
      .map(field)
      .join(','),
  )
  return `\uFEFF${[HEADERS.join(','), ...lines].join('\r\n')}\r\n`
}
