// The built-in test gateway: what Zarinpal does, inside this process. An attempt is a page at
// /pay/test/{authority} with «پرداخت» and «انصراف»; either sends the browser back to the callback.
// Its memory is the gateway's own record, so a forged callback cannot claim a payment that the
// page never made. One process only (it is for demos and tests); use a real gateway in production.
import { randomBytes } from 'node:crypto'
import { GatewayError, type PaymentGateway, type PaymentRequest } from './gateway'

interface Attempt extends PaymentRequest {
  state: 'pending' | 'paid' | 'cancelled'
  reference: string | null
  /** toman sent back so far */
  refunded: number
}

export class TestGateway implements PaymentGateway {
  readonly name = 'test' as const
  readonly refunds = true
  private readonly attempts = new Map<string, Attempt>()

  async request(req: PaymentRequest) {
    const authority = `T${randomBytes(16).toString('hex').toUpperCase()}`
    this.attempts.set(authority, { ...req, state: 'pending', reference: null, refunded: 0 })
    if (this.attempts.size > 10_000) this.attempts.delete(this.attempts.keys().next().value as string)
    return { authority, redirectUrl: `/pay/test/${authority}` }
  }

  async verify(authority: string, amount: number) {
    const a = this.attempts.get(authority)
    if (a?.state !== 'paid' || a.amount !== amount) return { ok: false, reference: null }
    return { ok: true, reference: a.reference }
  }

  /** Sends money of a paid attempt back, never more than was paid in all (its own record). */
  async refund(payment: { authority: string }, amount: number) {
    const a = this.attempts.get(payment.authority)
    if (a?.state !== 'paid') throw new GatewayError(`test gateway: attempt ${payment.authority} was not paid`)
    if (amount <= 0 || a.refunded + amount > a.amount)
      throw new GatewayError(`test gateway: refund of ${amount} exceeds what is left of ${a.amount}`)
    a.refunded += amount
    return { reference: `R${randomBytes(6).toString('hex').toUpperCase()}` }
  }

  attempt(authority: string): Readonly<Attempt> | undefined {
    return this.attempts.get(authority)
  }

  /** The customer pressed pay or cancel on the page; returns where to send the browser. */
  settle(authority: string, pay: boolean): string | null {
    const a = this.attempts.get(authority)
    if (!a) return null
    if (a.state === 'pending') {
      a.state = pay ? 'paid' : 'cancelled'
      a.reference = pay ? String(100_000_000 + Math.floor(Math.random() * 900_000_000)) : null
    }
    const url = new URL(a.callbackUrl, 'http://callback.invalid')
    url.searchParams.set('Authority', authority)
    url.searchParams.set('Status', a.state === 'paid' ? 'OK' : 'NOK')
    return url.origin === 'http://callback.invalid' ? `${url.pathname}${url.search}` : url.toString()
  }
}
