// A store's money answered from memory (issue 30; the mechanism of decision 026). The seller's
// «مالی» page reads its balances and ledger page on every visit, and each read summed the store's
// entries: at 50 connections on 2 cores that is ~1,000 req/s, p99 over 100 ms, against a budget
// of 20 ms. So each process keeps, per store, the sums of its entries and its ledger pages, and
// forgets them when the rows channel says the store's entries or payouts changed (migration 0025:
// every statement on ledger_entries or payouts NOTIFYs 'f <store>' at commit, whatever module
// made it - a delivery, a refund, a settlement run, a payout paid or failed). A request first
// hears every commit made before it (freshRows), so it never answers from memory older than its
// own read would be. Time is the other thing that changes the balances: entries that had not
// matured when the sums were loaded are kept one by one and counted as pending or available at
// each request, so a sale becomes available the moment its return window ends.
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import { dbCache } from '../../db/caches'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { freshRows, rowGenerations, rowMemory } from '../../db/rows-channel'
import { TtlLru } from '../../lib/lru'
import { type EntryRow, type LedgerFilter, storeLedgerRows } from './store-ledger'

type Summary = components['schemas']['FinanceSummary']
type Page = components['schemas']['LedgerPage']

/** A store's sums as of a load: what had matured, and each open entry maturing later. */
interface StoreMoney {
  matured: number
  /** [available_at in ms, amount] of open entries not matured at the load, earliest first */
  later: [number, number][]
  in_payout: number
  paid: number
}

const keptMoney = (db: Db) => rowMemory<StoreMoney>(db, 'finance-balances', 'f', 10_000, 10 * 60_000)

/** One statement: open entries through ledger_entries_open_idx, the others through the store's payouts. */
async function loadMoney(db: Db, storeId: number): Promise<StoreMoney> {
  const [row] = await queryRows<{ matured: number; later: [number, number][]; in_payout: number; paid: number }>(
    db,
    sql`select o.matured, o.later, h.in_payout, h.paid
      from (select coalesce(sum(amount) filter (where available_at <= now()), 0)::bigint as matured,
          coalesce(json_agg(json_build_array(floor(extract(epoch from available_at) * 1000), amount) order by available_at)
            filter (where available_at > now()), '[]') as later
        from ledger_entries where store_id = ${storeId} and payout_id is null) o,
      (select coalesce(sum(e.amount) filter (where p.status = 'pending'), 0)::bigint as in_payout,
          coalesce(sum(e.amount) filter (where p.status = 'paid'), 0)::bigint as paid
        from payouts p join ledger_entries e on e.payout_id = p.id
        where p.store_id = ${storeId} and p.status in ('pending', 'paid')) h`,
  )
  const r = row as StoreMoney
  return { ...r, later: r.later.map(([at, amount]) => [Number(at), Number(amount)]) }
}

/** The store's balances now, from memory when nothing of its money changed since they were summed. */
export async function keptBalances(db: Db, storeId: number, request?: object): Promise<Summary> {
  const money = await keptMoney(db).get(String(storeId), await freshRows(db, request), () => loadMoney(db, storeId))
  const now = Date.now()
  let available = money.matured
  let pending = 0
  let next: number | null = null
  for (const [at, amount] of money.later) {
    if (at <= now) available += amount
    else {
      pending += amount
      next ??= at
    }
  }
  return {
    pending,
    available: Math.max(0, available),
    in_payout: money.in_payout,
    paid: money.paid,
    owed: Math.max(0, -available),
    next_available_at: next === null ? null : new Date(next).toISOString(),
    as_of: new Date(now).toISOString(),
  }
}

/** A page's rows as loaded, and the answer made of them while no entry on it matures. */
interface KeptPage {
  rows: EntryRow[]
  total: number
  answer?: { page: Page; until: number }
}

// A page of 20 entries is ~6 KB of objects (and its JSON beside it); 5,000 pages stay under ~60 MB.
const pages = dbCache('finance-ledger-pages', 'ttl', () => new TtlLru<KeptPage>(5_000, 10 * 60_000))

/**
 * A page of the store's ledger, kept under the store's money generation (a change makes older
 * pages unreachable). Each entry's state is told as of the request: the answer is made again
 * once a pending entry on the page matures, and until then the same object is sent, so its JSON
 * is made once (jsonOnce, by the handler).
 */
export async function keptLedger(
  db: Db,
  storeId: number,
  q: LedgerFilter & { skip?: number; limit?: number },
  request?: object,
): Promise<Page> {
  const skip = q.skip ?? 0
  const limit = q.limit ?? 20
  const load = async (): Promise<KeptPage> => storeLedgerRows(db, storeId, { ...q, skip, limit })
  const fresh = await freshRows(db, request)
  const generation = rowGenerations(db, 'finance-ledger', 'f').of(String(storeId))
  const key = `${storeId}:${generation}:${q.from ?? ''}:${q.to ?? ''}:${q.kind ?? ''}:${skip}:${limit}`
  const kept = fresh ? await pages(db).get(key, load) : await load()
  const now = Date.now()
  if (kept.answer && now < kept.answer.until) return kept.answer.page
  let until = Number.POSITIVE_INFINITY
  const items = kept.rows.map((r) => {
    const at = new Date(r.available_at).getTime()
    const open = r.state === 'pending' || r.state === 'available'
    if (open && at > now) until = Math.min(until, at)
    return {
      ...r,
      created_at: new Date(r.created_at).toISOString(),
      available_at: new Date(at).toISOString(),
      state: open ? (at > now ? ('pending' as const) : ('available' as const)) : r.state,
    }
  })
  const page = { items, total: kept.total, skip, limit }
  kept.answer = { page, until }
  return page
}
