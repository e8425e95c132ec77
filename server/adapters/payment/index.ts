// Payment gateways. The embedded default is a built-in test gateway (a page with pay and cancel);
// Zarinpal is chosen by configuration. Either way the server verifies a payment with the gateway
// before anything becomes paid: the callback's own Status is never trusted.
import type { Config } from '../../config'
import { TestGateway } from './test-gateway'
import { ZarinpalGateway } from './zarinpal'

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
}

/** The gateway could not be reached or refused the request (answered 503 with a Persian detail). */
export class GatewayError extends Error {}

export function createGateway(config: Config['payment']): PaymentGateway {
  if (config.provider === 'zarinpal') {
    if (!config.zarinpalMerchantId) throw new Error('PAYMENT_PROVIDER=zarinpal needs ZARINPAL_MERCHANT_ID')
    return new ZarinpalGateway(config.zarinpalMerchantId, config.zarinpalBaseUrl)
  }
  return new TestGateway()
}
