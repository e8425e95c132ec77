// What every SMS adapter offers; the factory (index.ts) picks one, and the adapters import these
// from here so that neither imports the other.
export interface SmsMessage {
  phone: string
  code: string
  purpose: string
  text: string
  at: Date
}

/** A notice sent by SMS (the notification worker's SMS channel, one template per event). */
export interface NoticeSms {
  phone: string
  /** The notice's event: it picks the template */
  event: string
  title: string
  body: string
  /** The path in the app the notice leads to */
  link: string
  /**
   * The delivery's own key: a provider that knows it (Kavenegar's localid) sends a repeated
   * request once, so a delivery retried after a lost answer is not sent twice.
   */
  localId: string
}

export interface SentNotice extends NoticeSms {
  text: string
  at: Date
}

export interface SmsSender {
  readonly name: string
  sendCode(phone: string, code: string, purpose: string): Promise<void>
  sendNotice(notice: NoticeSms): Promise<void>
}
