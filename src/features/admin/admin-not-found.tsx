import { NotFound } from '#views/not-found'

/** The admin area's not-found page (its catch-all, and any address whose store or order is not there). */
export function AdminNotFound() {
  return <NotFound homeHref="/admin/stores" homeLabel="بازگشت به فروشگاه‌ها" />
}
