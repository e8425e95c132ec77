// The notices under the checkout bench (issue 31, decisions 041 and 043): some store owners
// subscribe a device on a stand-in push service (in this process: it takes every message, 201,
// without decrypting it), and after each measured run the notices made for it are read back from
// the database. A new cash-on-delivery order's notice is made by the delivery worker after the
// purchase commits: its inbox latency is the notice's created_at (the worker's transaction, which
// commits a few ms later) less the order's (the purchase's transaction, which commits a few ms
// later too). Each push delivery's latency is its sent_at less the order's created_at (or the
// notice's, for another event). A new order's SMS waits for its fallback (SMS_FALLBACK_MINUTES),
// so the SMS are only counted.
import { createECDH, randomBytes, randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type pg from 'pg'

export interface PushStandIn {
  origin: string
  /** Messages taken so far */
  received(): number
  close(): Promise<void>
}

export async function startPushStandIn(): Promise<PushStandIn> {
  let received = 0
  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      received++
      res.writeHead(201).end()
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    origin: `http://127.0.0.1:${port}`,
    received: () => received,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  }
}

/** Subscribes the first `count` store owners (users 1…20 in the checkout bench) with a device each. */
export async function subscribeOwners(c: pg.Client, count: number, origin: string): Promise<void> {
  for (let owner = 1; owner <= count; owner++) {
    const ecdh = createECDH('prime256v1')
    const p256dh = ecdh.generateKeys().toString('base64url')
    await c.query('insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)', [
      owner,
      `${origin}/push/${randomUUID()}`,
      p256dh,
      randomBytes(16).toString('base64url'),
    ])
  }
}

export interface NoticeReport {
  notices: number
  /** ms from a new order's transaction to its inbox row (the worker's transaction) */
  inbox: { p50_ms: number | null; p99_ms: number | null; max_ms: number | null; untold: number }
  push: {
    sent: number
    unsent: number
    p50_ms: number | null
    p95_ms: number | null
    p99_ms: number | null
    max_ms: number | null
  }
  sms: { sent: number; waiting: number }
}

/**
 * The notices made between `since` and `until`, once their pushes are out (or after `waitMs`).
 */
export async function noticeReport(
  c: pg.Client,
  since: Date,
  until: Date,
  waitMs = 15_000,
): Promise<NoticeReport | null> {
  // A build before issue 31 (bench:compare --our-benches runs this bench against it) has no outbox.
  const { rows: outbox } = await c.query<{ t: string | null }>(`select to_regclass('notifications')::text as t`)
  if (!outbox[0].t) return null
  const window = [since.toISOString(), until.toISOString()]
  // The cash-on-delivery orders of the run whose seller has no notice yet (the worker's next look).
  const untold = async () =>
    (
      await c.query<{ n: number }>(
        `select count(*)::int as n from orders o join stores s on s.id = o.store_id
         where o.created_at between $1 and $2 and o.payment_method = 'cod' and o.purchase_id is not null
           and not exists (select 1 from notifications n where n.user_id = s.owner_id and n.cause = 'order:' || o.id || ':new')`,
        window,
      )
    ).rows[0].n
  // Each notice with the moment its cause began: a new order's transaction, else the notice's own.
  const made = `select n.id, n.event, n.created_at, coalesce(o.created_at, n.created_at) as origin
    from notifications n left join orders o on n.event = 'order_new' and o.id = split_part(n.cause, ':', 2)::int
    where n.created_at >= $1`
  const unsent = async () =>
    (
      await c.query<{ n: number }>(
        `with n as (${made}) select count(*)::int as n from notification_deliveries d join n on n.id = d.notification_id
         where n.origin between $1 and $2 and d.channel = 'push' and d.status = 'pending'`,
        window,
      )
    ).rows[0].n
  const deadline = Date.now() + waitMs
  while (((await untold()) > 0 || (await unsent()) > 0) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 200))
  const left = await untold()
  const { rows } = await c.query<{
    notices: number
    inbox_p50: number | null
    inbox_p99: number | null
    inbox_max: number | null
    push_sent: number
    push_unsent: number
    p50: number | null
    p95: number | null
    p99: number | null
    max: number | null
    sms_sent: number
    sms_waiting: number
  }>(
    `with n as (select * from (${made}) m where m.origin between $1 and $2),
     i as (select extract(epoch from created_at - origin) * 1000 as ms from n where event = 'order_new'),
     d as (select d.channel, d.status, extract(epoch from d.sent_at - n.origin) * 1000 as ms
       from notification_deliveries d join n on n.id = d.notification_id)
     select (select count(*) from n)::int as notices,
       (select percentile_disc(0.5) within group (order by ms) from i)::float8 as inbox_p50,
       (select percentile_disc(0.99) within group (order by ms) from i)::float8 as inbox_p99,
       (select max(ms) from i)::float8 as inbox_max,
       (select count(*) from d where channel = 'push' and status = 'sent')::int as push_sent,
       (select count(*) from d where channel = 'push' and status <> 'sent')::int as push_unsent,
       (select percentile_disc(0.5) within group (order by ms) from d where channel = 'push' and status = 'sent')::float8 as p50,
       (select percentile_disc(0.95) within group (order by ms) from d where channel = 'push' and status = 'sent')::float8 as p95,
       (select percentile_disc(0.99) within group (order by ms) from d where channel = 'push' and status = 'sent')::float8 as p99,
       (select max(ms) from d where channel = 'push' and status = 'sent')::float8 as max,
       (select count(*) from d where channel = 'sms' and status = 'sent')::int as sms_sent,
       (select count(*) from d where channel = 'sms' and status = 'pending')::int as sms_waiting`,
    window,
  )
  const r = rows[0]
  const round = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10)
  return {
    notices: r.notices,
    inbox: { p50_ms: round(r.inbox_p50), p99_ms: round(r.inbox_p99), max_ms: round(r.inbox_max), untold: left },
    push: {
      sent: r.push_sent,
      unsent: r.push_unsent,
      p50_ms: round(r.p50),
      p95_ms: round(r.p95),
      p99_ms: round(r.p99),
      max_ms: round(r.max),
    },
    sms: { sent: r.sms_sent, waiting: r.sms_waiting },
  }
}

export function describeNotices(r: NoticeReport | null, payment: 'online' | 'cod'): string {
  if (!r) return '  notices: none (this build has no outbox)'
  if (!r.notices)
    return payment === 'online'
      ? '  notices: none made (online payments notify the seller once paid: try --payment cod)'
      : '  notices: none made (this build tells no seller of a new cash-on-delivery order)'
  return (
    `  notices: ${r.notices.toLocaleString('en')} made; a new order's inbox row after its order's transaction ` +
    `p50 ${r.inbox.p50_ms} ms p99 ${r.inbox.p99_ms} ms max ${r.inbox.max_ms} ms (${r.inbox.untold} orders untold); ` +
    `push ${r.push.sent.toLocaleString('en')} sent (${r.push.unsent} not), from the order's transaction to the push service ` +
    `p50 ${r.push.p50_ms} ms p95 ${r.push.p95_ms} ms p99 ${r.push.p99_ms} ms max ${r.push.max_ms} ms; ` +
    `SMS ${r.sms.sent} sent, ${r.sms.waiting} waiting for their fallback`
  )
}
