// Every event a notice can be about: who hears it (a customer, or a store's owner) and what each
// channel defaults to when the user set nothing. The inbox always has every notice; push is on
// by default for all; SMS only for what must not be missed (a seller's new order, a shipped
// parcel), since each costs money and interrupts.
import type { components } from '#sdk/schema'

export type NoticeEvent = components['schemas']['NotificationEvent']
export type NoticeChannel = components['schemas']['NotificationChannel']

export interface EventRule {
  audience: 'customer' | 'seller'
  push: boolean
  sms: boolean
}

export const EVENT_RULES: Record<NoticeEvent, EventRule> = {
  order_new: { audience: 'seller', push: true, sms: true },
  order_paid: { audience: 'customer', push: true, sms: false },
  order_shipped: { audience: 'customer', push: true, sms: true },
  order_delivered: { audience: 'customer', push: true, sms: false },
  order_cancelled: { audience: 'customer', push: true, sms: false },
  order_withdrawn: { audience: 'seller', push: true, sms: false },
  store_verified: { audience: 'seller', push: true, sms: false },
  store_unverified: { audience: 'seller', push: true, sms: false },
  return_requested: { audience: 'seller', push: true, sms: false },
  return_updated: { audience: 'customer', push: true, sms: false },
  refund_paid: { audience: 'customer', push: true, sms: false },
  payout_paid: { audience: 'seller', push: true, sms: false },
  review_answered: { audience: 'customer', push: true, sms: false },
  question_answered: { audience: 'customer', push: true, sms: false },
  wish_back_in_stock: { audience: 'customer', push: true, sms: false },
  wish_price_drop: { audience: 'customer', push: true, sms: false },
}

export const EVENTS = Object.keys(EVENT_RULES) as NoticeEvent[]
export const CHANNELS: NoticeChannel[] = ['push', 'sms']

/**
 * The one urgent SMS: a seller's new order, sent only when its notice goes unseen for the
 * fallback time, and not held back by quiet hours. Every other SMS waits out quiet hours.
 */
export const URGENT_SMS: ReadonlySet<NoticeEvent> = new Set(['order_new'])
