// Exactly one delivery per notice and channel across processes (decision 041), on PostgreSQL: two
// real server processes on one database (the run's server build) with a stand-in push service.
// The leader sends; a second worker claiming at the same time (as during a change of leader) takes
// other rows (SKIP LOCKED), so no notice goes twice; and when the leader is killed while its
// pushes are in flight, the survivor takes the lead, waits out the dead one's lease and sends them
// again with the same Topic, which the push service folds into one message per notice.
import { rmSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import webpush from 'web-push'
import { LogSms } from '../../server/adapters/sms'
import { type Database, openDatabase } from '../../server/db/client'
import { queryRows } from '../../server/db/rows'
import { startDeliveryWorker } from '../../server/modules/notifications/deliver'
import { WebPushSender } from '../../server/modules/notifications/deliver-push'
import { type Notice, notify } from '../../server/modules/notifications/outbox'
import { PROCESS_POOL } from '../setup/databases'
import { scratchDir } from '../setup/run-dir'
import { type BuiltServer, databaseName, startBuiltServer } from '../setup/server-build'
import { type BrowserSubscription, PushService } from './fixtures/push-service'
import { nextPhone } from './harness'

const adminUrl = process.env.TEST_DATABASE_URL
const dbName = databaseName('deliver')
const LEASE_SECONDS = 3
const LEADS = 'periodic jobs: this process leads'

function databaseUrl(): string {
  const url = new URL(adminUrl as string)
  url.pathname = `/${dbName}`
  return url.toString()
}

const silent = { info() {}, warn() {}, error() {} } as never

describe.skipIf(!adminUrl)('notice delivery across two server processes on PostgreSQL', () => {
  let database: Database
  const db = () => database.db
  let service: PushService
  let dataDir = ''
  const vapid = webpush.generateVAPIDKeys()
  const servers: BuiltServer[] = []
  let causes = 0

  beforeAll(async () => {
    dataDir = scratchDir('deliver-processes')
    service = await PushService.start()
    service.vapidKey = vapid.publicKey
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${dbName}`)
    await admin.end()
    database = await openDatabase({ databaseUrl: databaseUrl(), poolSize: 5 })
    await database.migrate()
    const env = {
      ...process.env,
      DATABASE_URL: databaseUrl(),
      DATABASE_POOL_SIZE: PROCESS_POOL,
      HOST: '127.0.0.1',
      WEB_ROOT: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'deliver-secret-deliver-secret-deliver-secret',
      DATA_DIR: dataDir,
      SWEEP_INTERVAL_SECONDS: '1',
      NOTIFY_LEASE_SECONDS: String(LEASE_SECONDS),
      PUSH_EXTRA_ORIGINS: service.origin,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@rasteh.invalid',
    }
    servers.push(...(await Promise.all([startBuiltServer(env), startBuiltServer(env)])))
    await Promise.any(servers.map((s) => s.waitFor((log) => log.includes(LEADS), 10_000, 'a process leads')))
  }, 180_000)

  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGKILL')
    await service?.close()
    await database?.close()
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
    await admin.end()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)

  /** Users with one subscribed device each (written straight into the database). */
  async function devices(n: number): Promise<{ userId: number; device: BrowserSubscription }[]> {
    return Promise.all(
      Array.from({ length: n }, async () => {
        const device = service.subscribe()
        const [user] = await queryRows<{ id: number }>(
          db(),
          sql`insert into users (phone) values (${nextPhone()}) returning id`,
        )
        await db().execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
          values (${user.id}, ${device.endpoint}, ${device.keys.p256dh}, ${device.keys.auth})`)
        return { userId: user.id, device }
      }),
    )
  }

  /** `perUser` push-only notices for each user, each made in a transaction of its own. */
  async function notices(users: { userId: number }[], perUser: number): Promise<number[]> {
    const made: Notice[] = users.flatMap(({ userId }) =>
      Array.from({ length: perUser }, () => ({
        userId,
        event: 'order_paid' as const,
        cause: `procs:${++causes}`,
        title: 'پرداخت شد',
        body: 'سفارش شما پرداخت شد',
        link: '/orders/1',
      })),
    )
    await Promise.all(made.map((n) => db().transaction((tx) => notify(tx, [n]))))
    const rows = await queryRows<{ id: number }>(
      db(),
      sql`select id from notifications where cause = any(${`{${made.map((n) => n.cause).join(',')}}`}::text[])`,
    )
    return rows.map((r) => r.id)
  }

  const deliveries = (ids: number[]) =>
    queryRows<{ notification_id: number; status: string; attempts: number }>(
      db(),
      sql`select notification_id, status, attempts from notification_deliveries
        where notification_id = any(${`{${ids.join(',')}}`}::int[]) order by notification_id`,
    )

  const topicsOf = (ids: number[]) => {
    const topics = new Set(ids.map((id) => `n${id}`))
    return service.received.filter((m) => m.topic && topics.has(m.topic))
  }

  it('sends each notice once, even with a second worker claiming at the same time', async () => {
    service.answer = () => 201
    // A worker in this process besides the leader's, both claiming: as two leaders would for a moment.
    const rogue = startDeliveryWorker(
      {
        db: db(),
        sms: new LogSms(silent),
        push: new WebPushSender({ ...vapid, subject: 'mailto:ops@rasteh.invalid' }),
        policy: { smsFallbackMinutes: 10, quietHours: null },
        leaseMs: LEASE_SECONDS * 1000,
        clock: Date.now,
        log: silent,
      },
      { lead: async () => true, pollMs: 20, nudge: async () => {} },
    )
    try {
      const users = await devices(10)
      const ids = await notices(users, 20)
      await vi.waitFor(
        async () => expect((await deliveries(ids)).filter((d) => d.status === 'sent')).toHaveLength(ids.length),
        { timeout: 30_000, interval: 100 },
      )
      const got = topicsOf(ids)
      expect(got.filter((m) => m.error)).toEqual([])
      expect(got).toHaveLength(ids.length)
      expect(new Set(got.map((m) => m.topic)).size).toBe(ids.length)
      expect(new Set((await deliveries(ids)).map((d) => d.attempts))).toEqual(new Set([1]))
      for (const { device } of users) expect(service.keptFor(device)).toHaveLength(20)
    } finally {
      await rogue.close()
    }
  }, 60_000)

  it('when the leader is killed mid-delivery, the survivor sends its notices after the lease, once per device', async () => {
    // The push service takes the requests and does not answer: the leader is mid-delivery.
    service.answer = () => 'hold'
    const users = await devices(3)
    const ids = await notices(users, 2)
    await service.until(() => topicsOf(ids).length === ids.length, 20_000, 'the leader sending every notice')
    const leader = servers.find((s) => s.log().includes(LEADS)) as BuiltServer
    const survivor = servers.find((s) => s !== leader) as BuiltServer
    expect(survivor.log()).not.toContain(LEADS)
    leader.child.kill('SIGKILL')
    await leader.exited
    service.answer = () => 201

    await survivor.waitFor((log) => log.includes(LEADS), 20_000, 'the survivor takes the lead')
    await vi.waitFor(
      async () => expect((await deliveries(ids)).filter((d) => d.status === 'sent')).toHaveLength(ids.length),
      { timeout: 30_000, interval: 100 },
    )
    // Not before the dead one's lease ran out.
    const resent = topicsOf(ids).filter((m) => m.status === 201)
    expect(resent).toHaveLength(ids.length)
    for (const again of resent) {
      const first = topicsOf(ids).find((m) => m.topic === again.topic && m.status === 'held')
      expect(again.at - (first?.at ?? 0)).toBeGreaterThanOrEqual(LEASE_SECONDS * 1000 - 500)
    }
    expect((await deliveries(ids)).map((d) => d.attempts)).toEqual(ids.map(() => 2))
    // Each notice was sent twice with its one topic: a device gets it once.
    for (const id of ids) expect(topicsOf([id]).map((m) => m.topic)).toEqual([`n${id}`, `n${id}`])
    for (const { device } of users) {
      expect(service.keptFor(device).map((m) => m.status)).toEqual([201, 201])
    }
  }, 90_000)
})
