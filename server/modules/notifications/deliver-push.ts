// One Web Push message to one device: the payload encrypted for the subscription's keys
// (RFC 8291, aes128gcm) and the request signed with the server's VAPID key (RFC 8292), both by the
// maintained web-push package; the request itself goes by fetch, which also reaches a test's
// stand-in over http. Each message carries the Topic of its notice: a push service holding an
// undelivered message with the same topic replaces it, so a notice sent twice (a retry after a
// lost answer) reaches a device that was offline once.
import webpush from 'web-push'
import type { VapidKeys } from '../../config'
import type { PushTarget } from './push-subscriptions'

/** What the service worker receives (src/sw.ts shows it). */
export interface PushPayload {
  id: number
  event: string
  title: string
  body: string
  link: string
  /** The recipient's unread new-order notices: the installed app's icon badge */
  new_orders: number
}

export type PushResult =
  | { kind: 'accepted' }
  /** 404 or 410: the subscription is no more */
  | { kind: 'gone' }
  /** Worth trying again later: 429, 5xx, no answer */
  | { kind: 'retry'; error: string }
  /** Refused for good (400, 403, 413 …): trying again would not help */
  | { kind: 'refused'; error: string }

/** A day: a notice older than that is in the inbox anyway. */
const TTL_SECONDS = 24 * 3600
/** A VAPID token is signed for 12 hours and reused for one (one signature per push service an hour). */
const TOKEN_SECONDS = 12 * 3600
const TOKEN_REUSE_MS = 3_600_000

export class WebPushSender {
  private readonly tokens = new Map<string, { header: string; until: number }>()

  constructor(
    private readonly keys: VapidKeys,
    private readonly timeoutMs = 10_000,
  ) {}

  /** `vapid t=<JWT>, k=<public key>` for the push service of this endpoint, reused for an hour. */
  private authorization(endpoint: string): string {
    const audience = new URL(endpoint).origin
    const now = Date.now()
    const kept = this.tokens.get(audience)
    if (kept && kept.until > now) return kept.header
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      this.keys.subject,
      this.keys.publicKey,
      this.keys.privateKey,
      'aes128gcm',
      Math.floor(now / 1000) + TOKEN_SECONDS,
    ) as { Authorization: string }
    this.tokens.set(audience, { header: Authorization, until: now + TOKEN_REUSE_MS })
    return Authorization
  }

  async send(target: PushTarget, payload: PushPayload, urgent: boolean): Promise<PushResult> {
    let request: webpush.RequestDetails
    try {
      request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: urgent ? 'high' : 'normal',
          topic: `n${payload.id}`,
          // Signed here once an hour instead of by web-push on every message.
          headers: { Authorization: this.authorization(target.endpoint) },
        },
      )
    } catch (error) {
      return { kind: 'refused', error: `push not made: ${(error as Error).message}` }
    }
    // fetch sets Content-Length itself.
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([k]) => k.toLowerCase() !== 'content-length')
        .map(([k, v]) => [k, String(v)]),
    )
    let res: Response
    try {
      res = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    } catch (error) {
      return { kind: 'retry', error: `push service unreachable: ${(error as Error).message}` }
    }
    const text = await res.text().catch(() => '')
    if (res.status >= 200 && res.status < 300) return { kind: 'accepted' }
    if (res.status === 404 || res.status === 410) return { kind: 'gone' }
    const error = `push service answered ${res.status} ${text.slice(0, 200)}`.trim()
    return res.status === 429 || res.status >= 500 ? { kind: 'retry', error } : { kind: 'refused', error }
  }
}
