import type { ComponentType, SVGProps } from 'react'
import { HomeIcon } from '#ui/icons'
import { ArticleIcon, BoxIcon, LayersIcon, StoreIcon } from '#ui/shop-icons'

export interface SiteLink {
  to: '/' | '/products' | '/bundles' | '/stores' | '/blog' | '/sellers'
  label: string
  Icon: ComponentType<SVGProps<SVGSVGElement>>
}

/** The storefront's main sections. */
export const siteLinks: SiteLink[] = [
  { to: '/', label: 'صفحه اصلی', Icon: HomeIcon },
  { to: '/products', label: 'محصولات', Icon: BoxIcon },
  { to: '/bundles', label: 'سبدهای ویژه', Icon: LayersIcon },
  { to: '/stores', label: 'فروشگاه‌ها', Icon: StoreIcon },
  { to: '/blog', label: 'مجله راسته', Icon: ArticleIcon },
  { to: '/sellers', label: 'فروشنده شوید', Icon: StoreIcon },
]
