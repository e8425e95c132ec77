// What every payment gateway offers, apart from the factory (index.ts) that picks one: the
// gateways import these from here, so the factory and the gateways do not import each other.
export interface PaymentRequest {
  /** toman */
  amount: number
  /** absolute URL the gateway sends the customer back to */
  callbackUrl: string
  description: string
  mobile?: string
}

export interface PaymentGateway {
  readonly name: 'test' | 'zarinpal'
  /** Opens an attempt; returns its authority and where to send the customer. */
  request(req: PaymentRequest): Promise<{ authority: string; redirectUrl: string }>
  /** Asks the gateway whether the attempt was paid, for exactly this amount. */
  verify(authority: string, amount: number): Promise<{ ok: boolean; reference: string | null }>
  /** Whether this gateway (and this merchant) can send money back; without it refunds go to a Sheba by hand. */
  readonly refunds: boolean
  /**
   * Sends `amount` (toman, at most what was paid) of a verified attempt back to the payer. Throws
   * GatewayError when unreachable or refused (the refund stays pending and is retried).
   */
  refund(
    payment: { authority: string; reference: string | null },
    amount: number,
  ): Promise<{ reference: string | null }>
}

/** The gateway could not be reached or refused the request (answered 503 with a Persian detail). */
export class GatewayError extends Error {}
