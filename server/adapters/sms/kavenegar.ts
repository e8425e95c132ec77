// Kavenegar's verify/lookup API: a template message with the code as its token.
import type { SmsSender } from './sender'

export interface KavenegarOptions {
  apiKey: string
  template: string
  /** Defaults to Kavenegar's API; tests point it at a local stand-in */
  baseUrl?: string
  timeoutMs?: number
}

export class KavenegarSms implements SmsSender {
  readonly name = 'kavenegar'
  constructor(private readonly options: KavenegarOptions) {}

  async sendCode(phone: string, code: string): Promise<void> {
    const base = (this.options.baseUrl ?? 'https://api.kavenegar.com').replace(/\/$/, '')
    const url = new URL(`${base}/v1/${encodeURIComponent(this.options.apiKey)}/verify/lookup.json`)
    url.searchParams.set('receptor', phone)
    url.searchParams.set('token', code)
    url.searchParams.set('template', this.options.template)
    const res = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000) })
    const body = (await res.json().catch(() => null)) as { return?: { status?: number; message?: string } } | null
    if (!res.ok || body?.return?.status !== 200) {
      throw new Error(`Kavenegar send failed: HTTP ${res.status} ${body?.return?.message ?? ''}`.trim())
    }
  }
}
