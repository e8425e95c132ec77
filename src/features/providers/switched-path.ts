/** /providers/7/orders/12 with store 9 → /providers/9/orders/12; an address without a store page → products. */
export function switchedPath(pathname: string, storeId: number): string {
  const rest = /^\/providers\/\d+\/(.+)$/.exec(pathname)?.[1]
  return `/providers/${storeId}/${rest ?? 'products'}`
}
