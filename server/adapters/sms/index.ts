// SMS adapters for one-time codes. The embedded default writes the message to the server log
// (and keeps the last few in memory, which tests read); Kavenegar sends real messages.
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import { KavenegarSms } from './kavenegar'
import type { SmsMessage, SmsSender } from './sender'

export type { SmsMessage, SmsSender } from './sender'

export function otpText(code: string): string {
  return `راسته\nکد تأیید شما: ${code}\nاین کد تا ۲ دقیقه معتبر است. آن را به کسی ندهید.`
}

/** Writes each message to the log; `outbox` holds the last 200 for tests and local use. */
export class LogSms implements SmsSender {
  readonly name = 'log'
  readonly outbox: SmsMessage[] = []
  constructor(private readonly log: FastifyBaseLogger) {}

  async sendCode(phone: string, code: string, purpose: string): Promise<void> {
    const message = { phone, code, purpose, text: otpText(code), at: new Date() }
    this.outbox.push(message)
    if (this.outbox.length > 200) this.outbox.shift()
    this.log.info({ sms: { phone, purpose, code } }, `SMS to ${phone}: ${message.text}`)
  }

  /** The newest code sent to a phone (optionally for one purpose). */
  lastCode(phone: string, purpose?: string): string | undefined {
    for (let i = this.outbox.length - 1; i >= 0; i--) {
      const m = this.outbox[i]
      if (m.phone === phone && (!purpose || m.purpose === purpose)) return m.code
    }
    return undefined
  }
}

export function createSms(config: Config['sms'], log: FastifyBaseLogger): SmsSender {
  if (config.provider === 'kavenegar') {
    if (!config.kavenegarApiKey) throw new Error('SMS_PROVIDER=kavenegar needs KAVENEGAR_API_KEY')
    return new KavenegarSms({
      apiKey: config.kavenegarApiKey,
      template: config.kavenegarTemplate ?? 'rasteh-otp',
      baseUrl: config.kavenegarBaseUrl,
    })
  }
  return new LogSms(log)
}
