// Kavenegar's verify/lookup API: a template message (made in Kavenegar's panel) filled with tokens.
// The sign-in code is the token of the code template; a notice is sent with its event's template
// (`rasteh-<event>`, e.g. rasteh-order_new, unless KAVENEGAR_NOTICE_TEMPLATES names
// another), and the delivery's id as `localid`, so a request repeated after a lost answer is not
// sent twice. The code template's text must end with the WebOTP line `@<host> #%token`.
import type { NoticeSms, SmsSender } from './sender'

export interface KavenegarOptions {
  apiKey: string
  template: string
  /** Template per notice event, where it is not `rasteh-<event>` */
  noticeTemplates?: Record<string, string>
  /** Defaults to Kavenegar's API; tests point it at a local stand-in */
  baseUrl?: string
  timeoutMs?: number
}

/** A notice's template: the configured one, else `rasteh-<event>`. */
export function noticeTemplate(event: string, configured: Record<string, string> = {}): string {
  return configured[event] ?? `rasteh-${event}`
}

/**
 * A notice's tokens. `token`: the number its link names (the order, return or payout: /orders/1502
 * → 1502); `token2`: a Latin code in its body (a tracking code) when it has one; `token10`: its
 * title (Kavenegar allows spaces in token10 only, five at most: the rest are joined).
 */
export function noticeTokens(notice: Pick<NoticeSms, 'title' | 'body' | 'link'>): Record<string, string> {
  const tokens: Record<string, string> = { token: notice.link.match(/\d+/)?.[0] ?? '0' }
  const code = notice.body.match(/[A-Za-z0-9-]{6,}/)?.[0]
  if (code) tokens.token2 = code
  const words = notice.title.trim().split(/\s+/)
  tokens.token10 = [...words.slice(0, 5), words.slice(5).join('_')].filter(Boolean).join(' ')
  return tokens
}

export class KavenegarSms implements SmsSender {
  readonly name = 'kavenegar'
  constructor(private readonly options: KavenegarOptions) {}

  async sendCode(phone: string, code: string): Promise<void> {
    await this.lookup({ receptor: phone, token: code, template: this.options.template })
  }

  async sendNotice(notice: NoticeSms): Promise<void> {
    await this.lookup({
      receptor: notice.phone,
      template: noticeTemplate(notice.event, this.options.noticeTemplates),
      localid: notice.localId,
      ...noticeTokens(notice),
    })
  }

  private async lookup(params: Record<string, string>): Promise<void> {
    const base = (this.options.baseUrl ?? 'https://api.kavenegar.com').replace(/\/$/, '')
    const url = new URL(`${base}/v1/${encodeURIComponent(this.options.apiKey)}/verify/lookup.json`)
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
    const res = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000) })
    const body = (await res.json().catch(() => null)) as { return?: { status?: number; message?: string } } | null
    if (!res.ok || body?.return?.status !== 200) {
      throw new Error(`Kavenegar send failed: HTTP ${res.status} ${body?.return?.message ?? ''}`.trim())
    }
  }
}
