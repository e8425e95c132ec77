// Page titles, one copy for the server's HTML <title> (server/plugins/seo*.ts) and the app's
// document.title (src/lib/use-document-title.ts), so that a page keeps its title once its script
// has started (issue 27 item 21: /bundles was «بسته‌های پیشنهادی» in the HTML and «سبدهای ویژه»
// in the app, and the sign-in pages kept the bare «راسته»).

export const SITE = 'راسته'

/** «عنوان | راسته» in the tab and history; the bare site name when there is no title yet. */
export function documentTitle(title?: string | null): string {
  const trimmed = title?.trim()
  return trimmed && trimmed !== SITE ? `${trimmed} | ${SITE}` : SITE
}

/** The fixed pages' titles, by path. */
export const PAGE_TITLES = {
  '/': 'بازار آنلاین فروشگاه‌های ایرانی',
  '/products': 'همه محصولات',
  '/search': 'جستجو',
  '/bundles': 'سبدهای ویژه',
  '/stores': 'فروشگاه‌ها',
  '/blog': 'مجله راسته',
  '/sellers': 'در راسته فروشنده شوید',
  '/about': 'درباره راسته',
  '/faq': 'پرسش‌های متداول',
  '/contact': 'تماس با ما',
  '/terms': 'قوانین و مقررات',
  '/login': 'ورود',
  '/register': 'ثبت‌نام',
  '/register-store': 'ثبت‌نام فروشنده',
} as const

/** The titles of the pages of one thing (a search engine reads them too: «خرید …» for a category). */
export const entityTitle = {
  category: (name: string) => `خرید ${name}`,
  brand: (fa: string, en: string | null) => (en ? `محصولات ${fa} (${en})` : `محصولات ${fa}`),
}
