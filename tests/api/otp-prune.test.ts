// One-time codes do not pile up (issue 29): the periodic sweep prunes the codes older than a day
// (the hourly send limits need no older ones) and keeps the rest. The codes are written before the
// server starts, so its first sweep (one second in, here) finds them all.
import { inArray } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { otpCodes } from '../../server/db/schema/index'
import { describeEachDb } from './harness'

const HOUR = 3_600_000
const AGES = { '09990000001': 48 * HOUR, '09990000002': 25 * HOUR, '09990000003': 23 * HOUR, '09990000004': 0 }
const PHONES = Object.keys(AGES)

const codes = () =>
  Object.entries(AGES).map(([phone, age]) => ({
    phone,
    purpose: 'login',
    codeHash: 'not-a-real-hash',
    ip: '10.99.0.1',
    createdAt: new Date(Date.now() - age),
    expiresAt: new Date(Date.now() - age + 120_000),
  }))

describeEachDb(
  'the sweep prunes old one-time codes',
  (server) => {
    it('deletes the codes older than a day and keeps the fresher ones', async () => {
      const { db } = server().app.deps
      const left = async () =>
        (await db.select({ phone: otpCodes.phone }).from(otpCodes).where(inArray(otpCodes.phone, PHONES)))
          .map((r) => r.phone)
          .sort()
      // The sweep runs a second after the start: wait for its outcome, not for a time.
      await expect.poll(left, { timeout: 20_000, interval: 100 }).toEqual(['09990000003', '09990000004'])
    })
  },
  {
    env: { SWEEP_INTERVAL_SECONDS: '1' },
    beforeStart: async (db) => {
      const written = await db.insert(otpCodes).values(codes()).returning({ id: otpCodes.id })
      expect(written).toHaveLength(4)
    },
  },
)
