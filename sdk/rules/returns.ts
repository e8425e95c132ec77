// A return's flow (issue 30), one copy for the server's returns module and the PWA's pages:
// requested → approved | rejected; rejected → escalated (the customer) → approved | closed (an
// admin); approved → sent_back (the customer's tracking code) → refunded (the seller confirms
// receipt). The Persian names of statuses and reasons, and the limits of a request.
// Neutral: no DOM, no Node.
import type { components } from '../schema'
import { toPersianDigits } from './digits'

export type ReturnStatus = components['schemas']['ReturnStatus']
export type ReturnReason = components['schemas']['ReturnReason']

/** Days after delivery a return may be asked (server/modules/finance/ledger.ts RETURN_WINDOW_DAYS, checked equal by the returns module). */
export const RETURN_WINDOW_DAYS = 7
export const RETURN_MAX_PHOTOS = 3
export const RETURN_TEXT_MAX = 1000

export const RETURN_STATUS_NAMES: Record<ReturnStatus, string> = {
  requested: 'در انتظار بررسی فروشنده',
  approved: 'تأییدشده',
  rejected: 'ردشده',
  escalated: 'در بررسی پشتیبانی',
  closed: 'بسته‌شده',
  sent_back: 'ارسال‌شده برای فروشنده',
  refunded: 'مبلغ بازگردانده شد',
}

export const RETURN_REASON_NAMES: Record<ReturnReason, string> = {
  damaged: 'آسیب‌دیده',
  wrong_item: 'کالای اشتباه',
  not_as_described: 'مغایرت با توضیحات',
  defective: 'معیوب',
  changed_mind: 'انصراف از خرید',
  other: 'سایر',
}

export const RETURN_MESSAGES = {
  windowPassed: `مهلت ${toPersianDigits(RETURN_WINDOW_DAYS)} روزهٔ مرجوعی این سفارش گذشته است`,
  notDelivered: 'فقط برای سفارش تحویل‌شده می‌توان درخواست مرجوعی داد',
  tooMany: (name: string) => `تعداد مرجوعی «${name}» بیش از تعداد خریداری‌شده است`,
  rejectNeedsNote: 'برای رد درخواست، دلیل آن را بنویسید',
  decisionNeedsNote: 'برای این تصمیم، توضیح آن را بنویسید',
  trackingNeeded: 'کد رهگیری مرسوله را وارد کنید',
  accountNameNeeded: 'نام صاحب حساب را وارد کنید',
} as const

/** Who moves a return from each status, and where to. */
export const RETURN_NEXT: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'rejected'],
  rejected: ['escalated'],
  escalated: ['approved', 'closed'],
  approved: ['sent_back'],
  sent_back: ['refunded'],
  closed: [],
  refunded: [],
}

/** Why a move is refused: the return is elsewhere now. */
export function returnRefusal(from: ReturnStatus, to: ReturnStatus): string {
  return `وضعیت این درخواست مرجوعی اکنون «${RETURN_STATUS_NAMES[from]}» است و نمی‌توان آن را «${RETURN_STATUS_NAMES[to]}» کرد`
}
