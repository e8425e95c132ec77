// The pages of one store in the seller panel (/providers/{storeId}/<section>), for the PWA's
// sidebar and redirect and for the server's list of addresses it answers with the app.
// Neutral: no DOM, no Node.

export const STORE_SECTIONS = [
  'products',
  'bundles',
  'discounts',
  'orders',
  'blog',
  'homepage',
  // Issue 32: the inbox of buyers' questions, the reviews of the store's order items, its score.
  'questions',
  'reviews',
  'score',
  // Issue 30: the customers' returns of the store's orders; the store's money — balances, ledger, payouts («مالی»).
  'returns',
  'finance',
] as const

export type StoreSection = (typeof STORE_SECTIONS)[number]

const SECTIONS: ReadonlySet<string> = new Set(STORE_SECTIONS)

/** Whether `rest` (what follows /providers/) starts with a store page's name: `products`, `orders/3`… */
export function isStorePath(rest: string): boolean {
  return SECTIONS.has(rest.split('/')[0])
}
