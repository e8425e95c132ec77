// SMS adapters for one-time codes and notices. The embedded default writes the message to the
// server log (and keeps the last few in memory, which tests read); Kavenegar sends real messages.
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import { KavenegarSms } from './kavenegar'
import type { NoticeSms, SentNotice, SmsMessage, SmsSender } from './sender'

export type { NoticeSms, SentNotice, SmsMessage, SmsSender } from './sender'

/**
 * The sign-in SMS. Its last line is the origin-bound one-time code browsers read (WebOTP, and
 * iOS/Android autofill): `@host #code`, the code in ASCII digits, the host the site's own, so the
 * code fills itself in on that site only.
 */
export function otpText(code: string, host: string): string {
  return `راسته\nکد تأیید شما: ${code}\nاین کد تا ۲ دقیقه معتبر است. آن را به کسی ندهید.\n\n@${host} #${code}`
}

/** A notice as the log adapter writes it (Kavenegar's templates hold their own wording). */
export function noticeText(notice: Pick<NoticeSms, 'title' | 'body'>): string {
  return `راسته\n${notice.title}\n${notice.body}`
}

/** Writes each message to the log; `outbox` holds the last 200 codes, `notices` the last 200 notices. */
export class LogSms implements SmsSender {
  readonly name = 'log'
  readonly outbox: SmsMessage[] = []
  readonly notices: SentNotice[] = []
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly otpHost = 'localhost',
  ) {}

  async sendCode(phone: string, code: string, purpose: string): Promise<void> {
    const message = { phone, code, purpose, text: otpText(code, this.otpHost), at: new Date() }
    this.outbox.push(message)
    if (this.outbox.length > 200) this.outbox.shift()
    this.log.info({ sms: { phone, purpose, code } }, `SMS to ${phone}: ${message.text}`)
  }

  /** As Kavenegar with localid: a notice whose key was sent already is not sent again. */
  async sendNotice(notice: NoticeSms): Promise<void> {
    if (this.notices.some((n) => n.localId === notice.localId)) return
    const sent = { ...notice, text: noticeText(notice), at: new Date() }
    this.notices.push(sent)
    if (this.notices.length > 200) this.notices.shift()
    this.log.info(
      { smsNotice: { phone: notice.phone, event: notice.event, localId: notice.localId } },
      `SMS to ${notice.phone}: ${sent.text}`,
    )
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
      noticeTemplates: config.noticeTemplates,
      baseUrl: config.kavenegarBaseUrl,
    })
  }
  return new LogSms(log, config.otpHost)
}
