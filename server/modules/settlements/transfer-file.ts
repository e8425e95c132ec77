// A run's group-transfer file for the bank (issue 30), as CSV or Excel (.xlsx): one row per payout
// not failed, with the amount in RIALS (the ledger's toman × 10: banks transfer rials), the Sheba,
// the owner's name and a description naming the run and the payout. Every digit in the file is
// ASCII: the banks' importers parse amounts and Shebas with Latin digits only, and Persian digits
// (even in the description) are refused or garbled by some of them. The owner's name is the
// store's own text: both formats guard it against formula injection (server/lib/spreadsheet-cells.ts).
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isInt4, queryRows } from '../../db/rows'
import { notFound } from '../../lib/http-error'
import { toLatinDigits } from '../../lib/persian'
import { csvDocument } from '../../lib/spreadsheet-cells'
import { RUN_NOT_FOUND } from './runs-read'
import { type Cell, xlsx } from './xlsx'

export const TRANSFER_HEADERS = ['ردیف', 'شماره شبا', 'مبلغ (ریال)', 'نام صاحب حساب', 'شرح']

export type TransferFile = { name: string; type: string; body: string | Buffer }

/** IR and 24 digits, as the bank reads it: Latin digits, capitals, no spaces. */
const bankSheba = (sheba: string) => toLatinDigits(sheba).replace(/\s|-/g, '').toUpperCase()

export async function transferRows(db: Db, runId: number): Promise<Cell[][]> {
  if (!isInt4(runId)) throw notFound(RUN_NOT_FOUND)
  const [run] = await queryRows<{ id: number }>(db, sql`select id from settlement_runs where id = ${runId}`)
  if (!run) throw notFound(RUN_NOT_FOUND)
  const payouts = await queryRows<{ id: number; amount: number; sheba: string; owner_name: string }>(
    db,
    sql`select id, amount::float8 as amount, sheba, owner_name from payouts
      where run_id = ${runId} and status <> 'failed' order by id`,
  )
  return payouts.map((p, i) => [
    i + 1,
    bankSheba(p.sheba),
    p.amount * 10,
    toLatinDigits(p.owner_name),
    `تسویه راسته دوره ${runId} پرداخت ${p.id}`,
  ])
}

export async function transferFile(db: Db, runId: number, format: 'csv' | 'xlsx'): Promise<TransferFile> {
  const rows = [TRANSFER_HEADERS, ...(await transferRows(db, runId))]
  if (format === 'xlsx') {
    return {
      name: `settlement-${runId}.xlsx`,
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: xlsx(`settlement-${runId}`, rows, { rightToLeft: true }),
    }
  }
  return { name: `settlement-${runId}.csv`, type: 'text/csv; charset=utf-8', body: csvDocument(rows) }
}
