// What every SMS adapter offers; the factory (index.ts) picks one, and the adapters import these
// from here so that neither imports the other.
export interface SmsMessage {
  phone: string
  code: string
  purpose: string
  text: string
  at: Date
}

export interface SmsSender {
  readonly name: string
  sendCode(phone: string, code: string, purpose: string): Promise<void>
}
