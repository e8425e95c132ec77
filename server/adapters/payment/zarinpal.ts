// Zarinpal (REST API v4): request → StartPay redirect → verify. Amounts are sent in toman
// (currency IRT). ZARINPAL_BASE_URL points at the sandbox or a local stand-in in tests.
import { GatewayError, type PaymentGateway, type PaymentRequest } from './gateway'

interface ZarinpalAnswer {
  data?: { code?: number; authority?: string; ref_id?: number | string; message?: string } | []
  errors?: unknown
}

export class ZarinpalGateway implements PaymentGateway {
  readonly name = 'zarinpal' as const
  /** Zarinpal refunds need the merchant's access to its refund API: until configured, refunds go to a Sheba */
  readonly refunds: boolean = false
  constructor(
    private readonly merchantId: string,
    private readonly baseUrl = 'https://payment.zarinpal.com',
  ) {}

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

  async refund(
    _payment: { authority: string; reference: string | null },
    _amount: number,
  ): Promise<{ reference: string | null }> {
    throw new GatewayError('zarinpal refunds are not configured')
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
