// The notices under the checkout bench (issue 31, decision 041): some store owners subscribe a
// device on a stand-in push service (in this process: it takes every message, 201, without
// decrypting it), and after each measured run the notices made during it are read back from the
// database: the inbox row is the notice itself (written in the order's transaction, so it is there
// at the commit), and each push delivery's latency is its sent_at less the notice's created_at (the
// order transaction's start). A new order's SMS waits for its fallback (SMS_FALLBACK_MINUTES), so
// the SMS are only counted.
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
  /** ms from the notice's transaction to its inbox row: the same row, so 0 */
  inbox_ms: number
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
  const unsent = async () =>
    (
      await c.query<{ n: number }>(
        `select count(*)::int as n from notification_deliveries d join notifications n on n.id = d.notification_id
         where n.created_at between $1 and $2 and d.channel = 'push' and d.status = 'pending'`,
        window,
      )
    ).rows[0].n
  const deadline = Date.now() + waitMs
  while ((await unsent()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
  const { rows } = await c.query<{
    notices: number
    push_sent: number
    push_unsent: number
    p50: number | null
    p95: number | null
    p99: number | null
    max: number | null
    sms_sent: number
    sms_waiting: number
  }>(
    `with n as (select id, created_at from notifications where created_at between $1 and $2),
     d as (select d.channel, d.status, extract(epoch from d.sent_at - n.created_at) * 1000 as ms
       from notification_deliveries d join n on n.id = d.notification_id)
     select (select count(*) from n)::int as notices,
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
    inbox_ms: 0,
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

export function describeNotices(r: NoticeReport | null): string {
  if (!r) return '  notices: none (this build has no outbox)'
  if (!r.notices) return '  notices: none made (online payments notify the seller once paid: try --payment cod)'
  return (
    `  notices: ${r.notices.toLocaleString('en')} made; inbox row at its order's commit (${r.inbox_ms} ms: the same transaction); ` +
    `push ${r.push.sent.toLocaleString('en')} sent (${r.push.unsent} not), from the order's transaction to the push service ` +
    `p50 ${r.push.p50_ms} ms p95 ${r.push.p95_ms} ms p99 ${r.push.p99_ms} ms max ${r.push.max_ms} ms; ` +
    `SMS ${r.sms.sent} sent, ${r.sms.waiting} waiting for their fallback`
  )
}
