// The urgent SMS fallback (decision 041): a seller's new-order notice goes by SMS only when it is
// still unread after the fallback time. The purchase that makes the notice queues no SMS (a row,
// its indexes and its key check in every cash-on-delivery checkout, for an SMS that mostly never
// goes): the delivery worker looks at the notices in id order once they are older than the fallback
// time, queues the SMS of each urgent one still unread (due at once), and keeps how far it looked
// in notice_sms_mark. A notice's id is taken before its transaction commits, so one with a lower id
// could become visible after a higher one was looked at: the look only passes notices older than
// the fallback time, and no transaction that makes notices stays open that long.
import { sql } from 'drizzle-orm'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { iso } from './deliver-claims'
import { type NoticeEvent, URGENT_SMS } from './events'
import { channelWanted } from './outbox'

/** Notices looked at per transaction. */
const WINDOW = 500

interface Seen {
  id: number
  event: NoticeEvent
  created_at: Date | string
  read_at: Date | string | null
}

/**
 * Queues the SMS of every urgent notice that went unread for `fallbackMs` by `now` (the worker's
 * clock) and was not looked at yet. Returns when the next urgent notice not yet due will be, or
 * null if none is waiting.
 */
export async function queueFallbackSms(db: Db, now: number, fallbackMs: number): Promise<number | null> {
  for (;;) {
    const { more, next } = await db.transaction(async (tx) => {
      const [mark] = await queryRows<{ last_id: number }>(tx, sql`select last_id from notice_sms_mark for update`)
      if (!mark) return { more: false, next: null }
      const seen = await queryRows<Seen>(
        tx,
        sql`select id, event, created_at, read_at from notifications where id > ${mark.last_id} order by id limit ${WINDOW}`,
      )
      const cutoff = now - fallbackMs
      const young = seen.findIndex((n) => new Date(n.created_at).getTime() > cutoff)
      const old = young < 0 ? seen : seen.slice(0, young)
      const urgent = (n: Seen) => URGENT_SMS.has(n.event) && n.read_at === null
      const unread = old.filter(urgent).map((n) => n.id)
      if (unread.length) {
        await tx.execute(sql`insert into notification_deliveries (notification_id, channel, due_at)
          select n.id, 'sms', ${iso(now)}::timestamptz from notifications n
          where n.id = any(${intArray(unread)}) and ${channelWanted(sql`n.user_id`, sql`n.event`, sql`'sms'`)}
          on conflict do nothing`)
      }
      if (old.length) await tx.execute(sql`update notice_sms_mark set last_id = ${old[old.length - 1].id}`)
      const waiting = young < 0 ? undefined : seen.slice(young).find(urgent)
      return {
        more: old.length === WINDOW,
        next: waiting ? new Date(waiting.created_at).getTime() + fallbackMs : null,
      }
    })
    if (!more) return next
  }
}
