import { formatNumber } from '#lib/fa'
import { formatPercent } from '#lib/format-percent'
import type { Schemas } from '#sdk'

type HomepageDiscount = Schemas['HomepageDiscount']

/** «۱۵٪ تخفیف تا سقف ۲٬۰۰۰٬۰۰۰ تومان» or «۵۰٬۰۰۰ تومان تخفیف». */
export function discountText(discount: Pick<HomepageDiscount, 'type' | 'value' | 'max_amount'>): string {
  if (discount.type === 'fixed') return `${formatNumber(discount.value)} تومان تخفیف`
  const cap = discount.max_amount ? ` تا سقف ${formatNumber(discount.max_amount)} تومان` : ''
  return `${formatPercent(discount.value)} تخفیف${cap}`
}
