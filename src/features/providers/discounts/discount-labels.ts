import type { Discount } from '#api/discounts'
import { formatDate, formatNumber } from '#lib/fa'
import { lastDayOf } from '#lib/jalali'

/** «۱۰٪ تا سقف ۵۰٬۰۰۰ تومان» or «۲۰٬۰۰۰ تومان». */
export function discountValueLabel(d: Pick<Discount, 'type' | 'value' | 'max_amount'>): string {
  if (d.type === 'fixed') return `${formatNumber(d.value)} تومان`
  const cap = d.max_amount ? ` تا سقف ${formatNumber(d.max_amount)} تومان` : ''
  return `${formatNumber(d.value)}٪${cap}`
}

/** The window in Jalali days: «از ۱ دی ۱۴۰۵ تا ۳۰ دی ۱۴۰۵», or «همیشه». */
export function discountWindowLabel(d: Pick<Discount, 'starts_at' | 'ends_at'>): string {
  const day = (iso: string) => formatDate(iso)
  // The end is shown as the last day it applies (lastDayOf), not the moment after it.
  const last = (iso: string) => formatDate(lastDayOf(iso))
  if (!d.starts_at && !d.ends_at) return 'بدون محدودیت زمانی'
  if (!d.ends_at) return `از ${day(d.starts_at as string)}`
  if (!d.starts_at) return `تا ${last(d.ends_at)}`
  return `از ${day(d.starts_at)} تا ${last(d.ends_at)}`
}

export type DiscountState = 'active' | 'inactive' | 'scheduled' | 'ended' | 'used_up'

export function discountState(d: Discount, now = Date.now()): DiscountState {
  if (!d.is_active) return 'inactive'
  if (d.ends_at && Date.parse(d.ends_at) <= now) return 'ended'
  if (d.usage_limit !== null && d.used_count >= d.usage_limit) return 'used_up'
  if (d.starts_at && Date.parse(d.starts_at) > now) return 'scheduled'
  return 'active'
}

export const STATE_LABEL: Record<DiscountState, [string, 'success' | 'warning' | 'neutral' | 'danger']> = {
  active: ['فعال', 'success'],
  inactive: ['غیرفعال', 'neutral'],
  scheduled: ['زمان‌بندی‌شده', 'warning'],
  ended: ['پایان‌یافته', 'neutral'],
  used_up: ['ظرفیت تمام‌شده', 'danger'],
}
