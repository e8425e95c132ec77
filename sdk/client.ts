// The thin hand-written half of the SDK: an openapi-fetch client with the session rules of
// spec section 4 (bearer header, one shared refresh on 401 with a single retry), errors
// normalised to {status, detail}, and Idempotency-Key support. No React: it runs in Node, the
// browser and the service worker alike.
import createClient, { type Client, type Middleware } from 'openapi-fetch'
import type { paths } from './schema'

export interface Tokens {
  access_token: string
  refresh_token: string
}

/** Where the client reads and writes the session. The PWA keeps it in localStorage. */
export interface TokenStore {
  getAccessToken(): string | null
  getRefreshToken(): string | null
  setTokens(tokens: Tokens): void
  clear(): void
}

export interface ApiClientOptions {
  /** e.g. '/api/v1' in the browser or 'http://127.0.0.1:8080/api/v1' in Node */
  baseUrl: string
  tokens?: TokenStore
  /** Called once when a 401 cannot be cured by a refresh: the session is over. */
  onSessionExpired?: () => void
  fetch?: typeof fetch
}

export const DEFAULT_ERROR_DETAIL = 'خطایی رخ داده است'
export const NETWORK_ERROR_DETAIL = 'ارتباط با سرور برقرار نشد'

/** An API failure in the shape the UI shows: the HTTP status and the server's Persian detail. */
export class ApiError extends Error {
  readonly status: number
  readonly detail: string
  readonly errors?: { field: string; message: string }[]
  /** Seconds to wait before asking again (a 429's or 503's Retry-After), when the server said */
  retryAfter?: number
  constructor(status: number, detail: string, errors?: { field: string; message: string }[]) {
    super(detail)
    this.name = 'ApiError'
    this.status = status
    this.detail = detail
    this.errors = errors
  }
}

/** Normalise any error body (or none) to {status, detail}. */
export function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string') {
    const errors = 'errors' in body && Array.isArray(body.errors) ? (body.errors as ApiError['errors']) : undefined
    return new ApiError(status, body.detail, errors)
  }
  return new ApiError(status, DEFAULT_ERROR_DETAIL)
}

/** A fresh key for one logical mutation; send the same key when replaying it. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID()
}

export type ApiClient = Client<paths>

const RETRIED = 'x-rasteh-retried'

/**
 * The sign-in calls, whose contract security is `[{}]`: a token means nothing to them, so none is
 * sent (a validating proxy refuses one), and their 401 is a wrong code, not an expired session.
 * tests/unit/public-reads.test.ts holds this list to the contract.
 */
export const WITHOUT_TOKEN: ReadonlySet<string> = new Set([
  '/auth/register/request',
  '/auth/register/verify',
  '/auth/otp/request',
  '/auth/otp/verify',
  '/auth/login',
  '/auth/password/reset',
  '/auth/refresh',
])
const NETWORK = Symbol('network')

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/$/, '')
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const tokens = options.tokens
  let refreshing: Promise<string | null | typeof NETWORK> | null = null

  // Every caller that meets a 401 while a refresh is running waits for that same refresh:
  // parallel requests cause exactly one auth/refresh call.
  function refreshOnce(): Promise<string | null | typeof NETWORK> {
    if (!refreshing) {
      refreshing = refresh().finally(() => {
        refreshing = null
      })
    }
    return refreshing
  }

  /** The new access token; null when the session cannot be refreshed; NETWORK when unreachable. */
  async function refresh(): Promise<string | null | typeof NETWORK> {
    const refreshToken = tokens?.getRefreshToken()
    if (!refreshToken) return null
    let res: Response
    try {
      const url = `${baseUrl}/auth/refresh?refresh_token=${encodeURIComponent(refreshToken)}`
      res = await doFetch(new Request(url, { method: 'POST' }))
    } catch {
      // A dropped connection says nothing about the session: keep it, and let the caller retry.
      return NETWORK
    }
    try {
      if (!res.ok) throw new Error('Token refresh failed') // the spec's internal message, never shown
      const pair = (await res.json()) as Tokens
      tokens?.setTokens({ access_token: pair.access_token, refresh_token: pair.refresh_token })
      return pair.access_token
    } catch {
      return null
    }
  }

  const auth: Middleware = {
    onRequest({ request, schemaPath }) {
      if (WITHOUT_TOKEN.has(schemaPath)) return request
      const token = tokens?.getAccessToken()
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`)
      return request
    },
    async onResponse({ request, response, schemaPath }) {
      if (response.status !== 401 || !tokens || request.headers.has(RETRIED)) return response
      if (WITHOUT_TOKEN.has(schemaPath)) return response
      const sentToken = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null
      // Another request may have refreshed already while this one was in flight.
      const current = tokens.getAccessToken()
      const fresh = current && current !== sentToken ? current : await refreshOnce()
      if (fresh === NETWORK) throw new TypeError('Failed to fetch') // offline: the caller sees a network error
      if (!fresh) {
        tokens.clear()
        options.onSessionExpired?.()
        return response
      }
      const retry = new Request(request, { headers: new Headers(request.headers) })
      retry.headers.set('Authorization', `Bearer ${fresh}`)
      retry.headers.set(RETRIED, '1')
      return doFetch(retry)
    },
  }

  const client = createClient<paths>({ baseUrl, fetch: (input: Request) => doFetch(input) })
  client.use(auth)
  return client
}

/**
 * Resolve an openapi-fetch call to its data, or throw ApiError {status, detail}. Network
 * failures become status 0 with a Persian detail. Suited to TanStack Query's queryFn/mutationFn.
 */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<NonNullable<T>> {
  let result: { data?: T; error?: unknown; response: Response }
  try {
    result = await call
  } catch (cause) {
    if (cause instanceof ApiError) throw cause
    throw new ApiError(0, NETWORK_ERROR_DETAIL)
  }
  if (result.error !== undefined || !result.response.ok) {
    const error = toApiError(result.response.status, result.error)
    const retryAfter = Number(result.response.headers.get('retry-after'))
    if (Number.isInteger(retryAfter) && retryAfter > 0) error.retryAfter = retryAfter
    throw error
  }
  return result.data as NonNullable<T>
}
