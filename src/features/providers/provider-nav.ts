import type { ComponentType, SVGProps } from 'react'
import type { StoreSection } from '#sdk/rules/store-sections'
import { HomeIcon } from '#ui/icons'
import { PercentIcon } from '#ui/panel/kit-icons'
import { WalletIcon } from '#ui/panel/money-icons'
import { GaugeIcon, QuestionIcon, StarIcon } from '#ui/panel/trust-icons'
import { ReturnIcon } from '#ui/return-icon'
import { ArticleIcon, BoxIcon, LayersIcon, OrdersIcon } from '#ui/shop-icons'

export type { StoreSection }

export interface SectionItem {
  section: StoreSection
  label: string
  Icon: ComponentType<SVGProps<SVGSVGElement>>
}

/** The sidebar's first group (spec section 2: products, bundles, discounts, orders, money, blog articles). */
export const storeSections: SectionItem[] = [
  { section: 'products', label: 'محصولات', Icon: BoxIcon },
  { section: 'bundles', label: 'سبدهای ویژه', Icon: LayersIcon },
  { section: 'discounts', label: 'تخفیف‌ها', Icon: PercentIcon },
  { section: 'orders', label: 'سفارش‌ها', Icon: OrdersIcon },
  { section: 'returns', label: 'مرجوعی‌ها', Icon: ReturnIcon },
  // Issue 30: balances, ledger and payouts.
  { section: 'finance', label: 'مالی', Icon: WalletIcon },
  { section: 'blog', label: 'مقاله‌های وبلاگ', Icon: ArticleIcon },
]

/** What buyers say and how the store does (issue 32): questions to answer, reviews, the score. */
export const trustSections: SectionItem[] = [
  { section: 'questions', label: 'پرسش‌ها', Icon: QuestionIcon },
  { section: 'reviews', label: 'دیدگاه‌ها', Icon: StarIcon },
  { section: 'score', label: 'عملکرد فروشنده', Icon: GaugeIcon },
]

export const homepageSection: SectionItem = { section: 'homepage', label: 'صفحه اصلی فروشگاه', Icon: HomeIcon }

/**
 * A section's link: with the selected store id when there is one, else without the id segment
 * (the /providers/$ route sends that to the selected or first store).
 */
export function sectionLink(section: StoreSection, storeId: number | null) {
  return storeId
    ? ({ to: `/providers/$storeId/${section}`, params: { storeId: String(storeId) } } as const)
    : ({ to: '/providers/$', params: { _splat: section } } as const)
}
