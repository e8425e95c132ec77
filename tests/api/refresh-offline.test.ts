// A refresh that meets a dropped connection is not an expired session: the tokens stay, the
// caller gets a network error (status 0, Persian detail) and can retry later, as an offline
// queue does. The real server answers everything else.
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createApiClient, NETWORK_ERROR_DETAIL, unwrap } from '#sdk'
import { MemoryTokens, nextIp, signIn, startServer, type TestServer } from './harness'

describe('refresh on a dropped connection', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer('pglite', { ACCESS_TOKEN_TTL: '1' })
  })
  afterAll(() => server?.close())

  it('keeps the session and reports a network error instead of signing out', async () => {
    const signedIn = await signIn(server)
    const tokens = new MemoryTokens()
    tokens.setTokens(signedIn.tokens.tokens as NonNullable<typeof signedIn.tokens.tokens>)
    let offline = true
    let expired = 0
    const ip = nextIp()
    const api = createApiClient({
      baseUrl: server.baseUrl,
      tokens,
      onSessionExpired: () => {
        expired += 1
      },
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init)
        if (offline && new URL(request.url).pathname.endsWith('/auth/refresh')) throw new TypeError('Failed to fetch')
        request.headers.set('X-Forwarded-For', ip)
        return fetch(request)
      },
    })
    // The access token (1 s) expires: the clock moves on, for this process's server too.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1500 })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const before = tokens.tokens
    await expect(unwrap(api.GET('/auth/profile'))).rejects.toMatchObject({ status: 0, detail: NETWORK_ERROR_DETAIL })
    expect(expired).toBe(0)
    expect(tokens.tokens).toEqual(before)

    offline = false // back online: the same session refreshes and goes on
    const profile = await unwrap(api.GET('/auth/profile'))
    expect(profile.roles).toContain('customer')
    expect(tokens.tokens?.refresh_token).not.toBe(before?.refresh_token)
    expect(expired).toBe(0)
  })
})
