// Issue 18 / decision 012: a refresh token used more than once at the same moment ends its
// whole session, on PostgreSQL too (where the losers of the race used to roll their revocation
// back with their failed transaction). No grace window: every token of the session dies.
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { createApiClient } from '#sdk'
import { refreshTokens, sessions } from '../../server/db/schema/index'
import { startSession } from '../../server/modules/auth/tokens'
import { describeEachDb, MemoryTokens, signIn, type TestServer } from './harness'

// PGlite runs one statement at a time and cannot race; the rounds matter on PostgreSQL.
const roundsOn = (kind: string) => (kind === 'postgres' ? 20 : 3)

async function refreshWith(server: TestServer, refreshToken: string) {
  const res = await fetch(`${server.baseUrl}/auth/refresh?refresh_token=${encodeURIComponent(refreshToken)}`, {
    method: 'POST',
  })
  const body = (await res.json()) as { access_token?: string; refresh_token?: string; detail?: string }
  return { status: res.status, body }
}

async function profileStatus(server: TestServer, accessToken: string): Promise<number> {
  const res = await fetch(`${server.baseUrl}/auth/profile`, { headers: { Authorization: `Bearer ${accessToken}` } })
  return res.status
}

/** The session id an access token names. */
function sessionOf(accessToken: string): string {
  return JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).sid
}

describeEachDb('refresh-token races end the session', (server) => {
  for (const parallel of [10, 50]) {
    it(`${parallel} concurrent refreshes of one token, 20 rounds: at most one new token, then all 401`, async () => {
      const { db, tokens } = server().app.deps
      const c = await signIn(server())
      const userId = sessionUser(c.tokens.tokens?.access_token as string)
      for (let round = 0; round < roundsOn(server().kind); round++) {
        // A fresh session of the same user each round (another code sign-in would meet the
        // per-phone code limits); every refresh below goes through the HTTP API.
        const start = await startSession(tokens, userId)
        const sid = sessionOf(start.access_token)

        const results = await Promise.all(
          Array.from({ length: parallel }, () => refreshWith(server(), start.refresh_token)),
        )
        const winners = results.filter((r) => r.status === 200)
        const losers = results.filter((r) => r.status !== 200)
        expect(winners.length, `round ${round}`).toBeLessThanOrEqual(1)
        for (const r of losers) {
          expect(r.status).toBe(401)
          expect(r.body.detail).toBe('لطفا مجددا وارد شوید')
        }

        // The database: one new refresh token at most, and the session revoked for reuse.
        const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sid))
        expect(rows.length, `round ${round}`).toBeLessThanOrEqual(2)
        const [session] = await db.select().from(sessions).where(eq(sessions.id, sid))
        expect(session.revokedAt, `round ${round}: the session survived the race`).not.toBeNull()
        expect(session.revokedReason).toBe('refresh_token_reuse')

        // Every refresh token and access token of the session now answers 401.
        const refreshes = [start.refresh_token, ...winners.map((w) => w.body.refresh_token as string)]
        const accesses = [start.access_token, ...winners.map((w) => w.body.access_token as string)]
        for (const token of refreshes) expect((await refreshWith(server(), token)).status).toBe(401)
        for (const token of accesses) expect(await profileStatus(server(), token)).toBe(401)
      }
    }, 120_000)
  }

  it('two tabs racing one refresh token both end signed out, each told once, with no refresh loop', async () => {
    const c = await signIn(server())
    const good = c.tokens.tokens as { access_token: string; refresh_token: string }
    // Two tabs: one stored token pair (as in localStorage), each tab with its own SDK client.
    // The access token is refused (as an expired one would be), so both tabs refresh.
    const shared = new MemoryTokens()
    shared.setTokens({ access_token: `${good.access_token}x`, refresh_token: good.refresh_token })
    let refreshCalls = 0
    let releaseRefreshes: () => void = () => {}
    const bothSent = new Promise<void>((resolve) => {
      releaseRefreshes = resolve
    })
    const expired = [0, 0]
    const tabs = [0, 1].map((i) =>
      createApiClient({
        baseUrl: server().baseUrl,
        tokens: shared,
        onSessionExpired: () => {
          expired[i] += 1
        },
        fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
          const request = new Request(input, init)
          if (new URL(request.url).pathname.endsWith('/auth/refresh')) {
            refreshCalls += 1
            // The race: the first two refreshes leave together, with the same token.
            if (refreshCalls === 2) releaseRefreshes()
            if (refreshCalls <= 2) await bothSent
          }
          return fetch(request)
        },
      }),
    )
    const first = await Promise.all(tabs.map((tab) => tab.GET('/auth/profile')))
    expect(first.filter((a) => a.response.status === 200).length).toBeLessThanOrEqual(1)
    // Whatever each tab saw first, its next request at the latest ends in the sign-in flow.
    for (const [i, tab] of tabs.entries()) {
      if (expired[i] === 0) expect((await tab.GET('/auth/profile')).response.status).toBe(401)
    }
    expect(expired).toEqual([1, 1])
    expect(shared.tokens).toBeNull()
    // Signed out means signed out: no more refresh attempts (no loop), nothing that works.
    const callsBefore = refreshCalls
    for (const tab of tabs) expect((await tab.GET('/auth/profile')).response.status).toBe(401)
    expect(refreshCalls).toBe(callsBefore)
    expect(refreshCalls).toBeLessThanOrEqual(4)
    expect(await profileStatus(server(), good.access_token)).toBe(401)
  })
})

function sessionUser(accessToken: string): number {
  return Number(JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).sub)
}
