import type { Bundle } from '#api/bundles'
import { formatNumber } from '#lib/fa'

/** Why the storefront cannot sell the bundle, in Persian; null when it can. */
export function bundleProblem(bundle: Pick<Bundle, 'items' | 'removed_items' | 'is_available'>): string | null {
  if (bundle.removed_items > 0) return `${formatNumber(bundle.removed_items)} کالای سبد حذف شده است`
  if (bundle.items.length === 0) return 'سبد خالی است'
  const out = bundle.items.filter((item) => !item.is_available).length
  if (out > 0) return `${formatNumber(out)} کالا ناموجود است`
  return bundle.is_available ? null : 'قابل خرید نیست'
}
