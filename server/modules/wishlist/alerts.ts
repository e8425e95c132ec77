// Wishlist alerts: the triggers on offers leave a signal when a watched product may be back in
// stock or cheaper (migrations 0026 and 0028); the process holding the periodic jobs turns the
// waiting signals into notices here (through notify(), the one place notices are made), in one
// transaction with deleting them, so a signal is told once, or not at all and tried again.
//
// Each watcher hears only what applies now (the signal only says «look»): back in stock when the
// product has an offer on sale with stock; a price drop when the best price is at or below the
// watcher's alert price less their share. Then the alert price moves to that price, so each
// further drop is measured from the last one told (a fall by 10 % a day for three days is three
// notices, a fall of 1 % a day for ten days is one, when it adds up to the share).
import { sql } from 'drizzle-orm'
import { formatNumber } from '#sdk/rules/digits'
import { bigintArray, intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { inTransaction } from '../../db/transaction'
import type { Notice } from '../notifications/outbox'
import { notify } from '../notifications/outbox'
import { links, quote, toman } from '../notifications/wording'

/** Signals taken by one run; more wait for the next sweep. */
const BATCH = 500

interface Signal {
  id: number
  product_id: number
  kind: 'back_in_stock' | 'price_drop'
}

interface Watcher {
  user_id: number
  product_id: number
  back_in_stock: boolean
  price_drop: boolean
  price_drop_percent: number
  alert_price: number | string | null
  slug: string
  name: string
  best_price: number | string | null
  in_stock: boolean
}

/** The best price reached the watcher's share below their alert price. */
export function dropReached(alertPrice: number, percent: number, best: number): boolean {
  return best * 100 <= alertPrice * (100 - percent)
}

/** Turns the waiting signals into the watchers' notices; answers how many signals it handled. */
export async function fanOutWishlistSignals(db: Db, now: Date = new Date()): Promise<number> {
  return inTransaction(db, async (tx) => {
    // Skip locked: another process's run (a second leader for a moment) takes other signals.
    const signals = await queryRows<Signal>(
      tx,
      sql`select id, product_id, kind from wishlist_signals where at <= ${now.toISOString()}::timestamptz
        order by id limit ${BATCH} for update skip locked`,
    )
    if (!signals.length) return 0
    // Per product, the newest signal of each kind names the notices (their causes).
    const back = new Map<number, number>()
    const cheaper = new Map<number, number>()
    for (const s of signals) {
      const kept = s.kind === 'back_in_stock' ? back : cheaper
      kept.set(s.product_id, Math.max(kept.get(s.product_id) ?? 0, Number(s.id)))
    }
    const products = [...new Set(signals.map((s) => s.product_id))]
    const watchers = await queryRows<Watcher>(
      tx,
      sql`select w.user_id, w.product_id, w.back_in_stock, w.price_drop, w.price_drop_percent, w.alert_price,
          p.slug, p.name_fa as name, ps.best_price, coalesce(ps.in_stock, false) as in_stock
        from wishlist_items w
        join products p on p.id = w.product_id
        left join product_summaries ps on ps.product_id = w.product_id
        where w.product_id = any(${intArray(products)}) and (w.back_in_stock or w.price_drop)
        order by w.product_id, w.user_id
        for update of w`,
    )
    const notices: Notice[] = []
    /** Watchers whose alert price moves to the best price: [user, product, price]. */
    const moved: [number, number, number][] = []
    for (const w of watchers) {
      const best = w.best_price === null ? null : Number(w.best_price)
      const link = links.product(w.product_id, w.slug)
      const name = quote(w.name, 60)
      const signalled = back.get(w.product_id)
      if (w.back_in_stock && signalled !== undefined && w.in_stock && best !== null) {
        notices.push({
          userId: w.user_id,
          event: 'wish_back_in_stock',
          cause: `wish:${w.product_id}:back:${signalled}`,
          title: `«${name}» دوباره موجود شد`,
          body: `اکنون با قیمت ${toman(best)} در راسته موجود است`,
          link,
        })
      }
      if (!w.price_drop || !w.in_stock || best === null) continue
      const from = w.alert_price === null ? null : Number(w.alert_price)
      // Kept while out of stock: the first price seen is where drops are measured from.
      if (from === null) {
        moved.push([w.user_id, w.product_id, best])
        continue
      }
      if (!dropReached(from, w.price_drop_percent, best)) continue
      const cause = Math.max(cheaper.get(w.product_id) ?? 0, signalled ?? 0)
      const off = Math.round((100 * (from - best)) / from)
      notices.push({
        userId: w.user_id,
        event: 'wish_price_drop',
        cause: `wish:${w.product_id}:drop:${cause}`,
        title: `قیمت «${name}» ${formatNumber(off)}٪ کم شد`,
        body: `از ${toman(from)} به ${toman(best)} رسید`,
        link,
      })
      moved.push([w.user_id, w.product_id, best])
    }
    await notify(tx, notices)
    if (moved.length) {
      await tx.execute(sql`update wishlist_items w set alert_price = m.price
        from unnest(${intArray(moved.map((m) => m[0]))}, ${intArray(moved.map((m) => m[1]))},
          ${bigintArray(moved.map((m) => m[2]))}) as m(user_id, product_id, price)
        where w.user_id = m.user_id and w.product_id = m.product_id`)
    }
    await tx.execute(sql`delete from wishlist_signals where id = any(${bigintArray(signals.map((s) => Number(s.id)))})`)
    return signals.length
  })
}
