import { findFaq } from '#sdk/rules/faq'
import { PageNotFound } from '#views/page-not-found'
import { FaqEntryPage } from './faq-entry-page'

/** The questions live in the page's own code chunk, so the lookup happens here, not in a loader. */
export function FaqEntryRoute({ slug }: { slug: string }) {
  const entry = findFaq(slug)
  return entry ? <FaqEntryPage entry={entry} /> : <PageNotFound />
}
