// The seller's ledger as a CSV file for Excel (issue 30; written by server/lib/spreadsheet-cells.ts:
// BOM, quoting, formula injection), Persian headers, Jalali dates and times in
// Tehran, amounts as plain ASCII integers in toman so Excel sums them. Dates come from Node's
// ICU (the Persian calendar) - the PWA's own src/lib/jalali.ts is out of the server's reach, and
// Intl's size is no cost here.
import type { Db } from '../../db/client'
import { csvDocument } from '../../lib/spreadsheet-cells'
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

function describe(r: EntryRow): string {
  if (r.kind === 'shipping') return `هزینه ارسال سفارش ${r.order_id}`
  if (r.kind === 'refund') return `بازپرداخت ${r.item_name ?? ''}`.trim()
  return r.item_name ?? ''
}

export async function ledgerCsv(db: Db, storeId: number, filter: LedgerFilter): Promise<string> {
  const rows = await entryRows(db, ledgerWhere(storeId, filter), CSV_MAX_ROWS)
  const lines = rows.map((r) => [
    r.id,
    jalaliDateTime(r.created_at),
    KIND_NAMES[r.kind],
    describe(r), // the product's name, as its seller wrote it: guarded by csvDocument
    r.order_id,
    r.amount,
    STATE_NAMES[r.state],
    jalaliDateTime(r.available_at),
  ])
  return csvDocument([HEADERS, ...lines])
}
