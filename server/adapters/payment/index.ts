// Payment gateways. The embedded default is a built-in test gateway (a page with pay and cancel);
// Zarinpal is chosen by configuration. Either way the server verifies a payment with the gateway
// before anything becomes paid: the callback's own Status is never trusted.
import type { Config } from '../../config'
import type { PaymentGateway } from './gateway'
import { TestGateway } from './test-gateway'
import { ZarinpalGateway } from './zarinpal'

export { GatewayError, type PaymentGateway, type PaymentRequest } from './gateway'

export function createGateway(config: Config['payment']): PaymentGateway {
  if (config.provider === 'zarinpal') {
    if (!config.zarinpalMerchantId) throw new Error('PAYMENT_PROVIDER=zarinpal needs ZARINPAL_MERCHANT_ID')
    return new ZarinpalGateway(config.zarinpalMerchantId, config.zarinpalBaseUrl, {
      token: config.zarinpalRefundToken,
      url: config.zarinpalGraphqlUrl,
    })
  }
  return new TestGateway()
}
