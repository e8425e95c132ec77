import { Badge } from '#ui/badge'

/**
 * A store's review state, one wording for the admin and the seller: the spec's «در حال بررسی»
 * (the locked sidebar's tooltip) rather than a second name for the same state (issue 27 item 26).
 */
export const UNDER_REVIEW = 'در حال بررسی'

/** «تأییدشده» or «در حال بررسی». */
export function StoreReviewBadge({ verified }: { verified: boolean }) {
  return verified ? <Badge variant="success">تأییدشده</Badge> : <Badge variant="warning">{UNDER_REVIEW}</Badge>
}
