import { NotFound } from '#views/not-found'

/** The provider area's not-found page (its catch-all, and any address whose store or item is not there). */
export function ProviderNotFound() {
  return <NotFound homeHref="/providers" homeLabel="بازگشت به پنل فروشنده" />
}
