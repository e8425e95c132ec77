// Zarinpal (REST API v4): request → StartPay redirect → verify. Amounts are sent in toman
// (currency IRT). ZARINPAL_BASE_URL points at the sandbox or a local stand-in in tests.
//
// Refunds go through Zarinpal's separate refund service (its GraphQL API, mutation AddRefund, with
// the merchant's access token as a bearer), which a merchant must have enabled: configured by
// ZARINPAL_REFUND_TOKEN. The shape follows Zarinpal's documentation and its official SDKs
// (session_id = the transaction's number, amount in rials, method PAYA, reason CUSTOMER_REQUEST);
// it is tested against a local stand-in only, not against Zarinpal itself.
import { GatewayError, type PaymentGateway, type PaymentRequest } from './gateway'

interface ZarinpalAnswer {
  data?: { code?: number; authority?: string; ref_id?: number | string; message?: string } | []
  errors?: unknown
}

const REFUND_URL = 'https://next.zarinpal.com/api/v4/graphql/'
const ADD_REFUND = `mutation AddRefund($session_id: ID!, $amount: BigInteger!, $description: String,
  $method: InstantPayoutActionTypeEnum, $reason: RefundReasonEnum) {
  resource: AddRefund(session_id: $session_id, amount: $amount, description: $description, method: $method,
    reason: $reason) { id terminal_id amount timeline { refund_amount refund_time refund_status } }
}`

export class ZarinpalGateway implements PaymentGateway {
  readonly name = 'zarinpal' as const
  /** Zarinpal refunds need the merchant's access to its refund API: until configured, refunds go to a Sheba */
  readonly refunds: boolean
  constructor(
    private readonly merchantId: string,
    private readonly baseUrl = 'https://payment.zarinpal.com',
    private readonly refundApi: { token?: string; url?: string } = {},
  ) {
    this.refunds = Boolean(refundApi.token)
  }

  async request(req: PaymentRequest) {
    const answer = await this.post('/pg/v4/payment/request.json', {
      merchant_id: this.merchantId,
      amount: req.amount,
      currency: 'IRT',
      callback_url: req.callbackUrl,
      description: req.description,
      metadata: req.mobile ? { mobile: req.mobile } : undefined,
    })
    const data = Array.isArray(answer.data) ? undefined : answer.data
    if (data?.code !== 100 || !data.authority)
      throw new GatewayError(`zarinpal request refused: ${JSON.stringify(answer)}`)
    return { authority: data.authority, redirectUrl: `${this.baseUrl}/pg/StartPay/${data.authority}` }
  }

  async verify(authority: string, amount: number) {
    const answer = await this.post('/pg/v4/payment/verify.json', {
      merchant_id: this.merchantId,
      amount,
      currency: 'IRT',
      authority,
    })
    const data = Array.isArray(answer.data) ? undefined : answer.data
    // 100: verified now; 101: verified before (a replayed callback) — both mean paid.
    if (data?.code === 100 || data?.code === 101) return { ok: true, reference: String(data.ref_id ?? '') || null }
    return { ok: false, reference: null }
  }

  async refund(payment: { authority: string; reference: string | null }, amount: number) {
    if (!this.refundApi.token) throw new GatewayError('zarinpal refunds are not configured')
    let res: Response
    try {
      res = await fetch(this.refundApi.url ?? REFUND_URL, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${this.refundApi.token}`,
        },
        body: JSON.stringify({
          query: ADD_REFUND,
          variables: {
            // The transaction's number is verify's ref_id (the payment's reference).
            session_id: payment.reference ?? payment.authority,
            amount: amount * 10, // rials
            description: 'بازگشت وجه سفارش لغوشده در راسته',
            method: 'PAYA',
            reason: 'CUSTOMER_REQUEST',
          },
        }),
        signal: AbortSignal.timeout(10_000),
      })
    } catch (error) {
      throw new GatewayError(`zarinpal refund unreachable: ${(error as Error).message}`)
    }
    const answer = (await res.json().catch(() => null)) as {
      data?: { resource?: { id?: string | number } | null }
      errors?: unknown
    } | null
    const made = answer?.data?.resource
    if (!res.ok || answer?.errors || !made?.id)
      throw new GatewayError(`zarinpal refund refused (${res.status}): ${JSON.stringify(answer)}`)
    return { reference: String(made.id) }
  }

  private async post(path: string, body: unknown): Promise<ZarinpalAnswer> {
    let res: Response
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      })
    } catch (error) {
      throw new GatewayError(`zarinpal unreachable: ${(error as Error).message}`)
    }
    // Zarinpal answers refusals with 4xx and a JSON body; verify's "not paid" is one of them.
    try {
      return (await res.json()) as ZarinpalAnswer
    } catch {
      throw new GatewayError(`zarinpal answered ${res.status} without JSON`)
    }
  }
}
