import { toPersianDigits } from '../../lib/fa'
import { PlaceholderPage } from '../../ui/placeholder-page'

const pages = {
  'bundles.list': ['سبدهای ویژه', 'فهرست سبدهای ویژه فروشگاه شما اینجا نمایش داده می‌شود.'],
  'bundles.add': ['افزودن سبد ویژه', 'فرم ساخت سبد ویژه از محصولات فروشگاه شما اینجا نمایش داده می‌شود.'],
  'bundles.edit': ['ویرایش سبد ویژه', 'محصولات و اطلاعات این سبد اینجا ویرایش می‌شود.'],
  'discounts.list': ['تخفیف‌ها', 'فهرست تخفیف‌ها و کدهای تخفیف فروشگاه شما اینجا نمایش داده می‌شود.'],
  'discounts.add': ['افزودن تخفیف', 'فرم تعریف تخفیف تازه اینجا نمایش داده می‌شود.'],
  'discounts.edit': ['ویرایش تخفیف', 'شرایط و پیوندهای این تخفیف اینجا ویرایش می‌شود.'],
  'blog.list': ['مقاله‌های وبلاگ', 'فهرست مقاله‌های فروشگاه شما (پیش‌نویس و منتشرشده) اینجا نمایش داده می‌شود.'],
  'blog.add': ['نوشتن مقاله', 'ویرایشگر مقاله تازه اینجا نمایش داده می‌شود.'],
  'blog.edit': ['ویرایش مقاله', 'متن و وضعیت انتشار این مقاله اینجا ویرایش می‌شود.'],
  homepage: [
    'صفحه اصلی فروشگاه',
    'چیدمان صفحه اصلی فروشگاه شما (محصولات، سبدها، مقاله‌ها و تخفیف‌ها) اینجا تنظیم می‌شود.',
  ],
  orders: ['سفارش‌ها', 'سفارش‌های رسیده به فروشگاه شما و وضعیت هر کدام اینجا نمایش داده می‌شود.'],
  'orders.detail': ['سفارش', 'اقلام، مشتری، نشانی و تغییر وضعیت این سفارش اینجا نمایش داده می‌شود.'],
} as const satisfies Record<string, readonly [string, string]>

export type ProviderPageKey = keyof typeof pages

interface ProviderPageProps {
  page: ProviderPageKey
  storeId?: string
  id?: string
}

/** A provider-panel page that a later issue fills: its title and what will be shown there. */
export function ProviderPage({ page, storeId, id }: ProviderPageProps) {
  const [title, description] = pages[page]
  const details = [storeId && `فروشگاه شماره ${toPersianDigits(storeId)}`, id && `شناسه ${toPersianDigits(id)}`]
  const suffix = details.filter(Boolean).join('، ')
  return <PlaceholderPage title={suffix ? `${title} (${suffix})` : title} description={description} />
}
