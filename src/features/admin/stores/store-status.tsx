// The review badge is the seller's too: one wording for the state (src/views/store-review-badge.tsx).
export { StoreReviewBadge as StoreStatusBadge } from '#views/store-review-badge'

export const STORE_KIND_LABELS = { individual: 'حقیقی', legal_entity: 'حقوقی' } as const
