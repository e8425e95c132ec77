import { NotFound } from './not-found'

/** The not-found page for a storefront address whose product, category or post does not exist. */
export function PageNotFound() {
  return <NotFound />
}
