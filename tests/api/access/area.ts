// The access table's shared shapes. Each area of the panels adds its id-taking operations in a
// file of its own beside this one (tests/api/access/<area>.ts, default export `accessArea({...})`):
// access.test.ts loads every such file, so areas built in parallel never edit one table.
import type { OperationId } from '../../../server/contract/handlers'
import type { Db } from '../../../server/db/client'
import type { TestClient, TestServer } from '../harness'

/** The objects of the owners: a customer's cart, address and online order at a seller's store. */
export interface World {
  storeId: number
  cartId: number
  itemId: number
  addressId: number
  orderId: number
  orderItemId: number
  purchaseId: number
  /** An image the customer uploaded, shown as the store's logo so that removing it answers 409 */
  file: { folder: 'stores'; filename: string }
  offerId: number
  /** A product only the seller's store offers, with one image */
  productId: number
  productSlug: string
  imageId: number
  storeSlug: string
  categoryId: number
  /** A new offer (product) of the store, or a new image of productId: for removals */
  freshProduct: () => Promise<number>
  freshImage: () => Promise<number>
}
export type Answer = Promise<{ response: Response }>
export interface Case<X = unknown> {
  /** Whose object the call names */
  owner: 'customer' | 'seller'
  /** An admin may call it on someone else's object (the spec lets admins read every store) */
  admin: boolean
  call: (as: TestClient, w: World, x: X) => Answer
  /** Only admins may call it (the owner too is refused, 403, by role) */
  adminOnly?: boolean
  /**
   * What others get, 404 unless said: removing a cart item is idempotent by contract (a replayed
   * offline change is harmless), so another caller gets its own cart back, 200, and the owner's
   * item stays: `intact` proves it.
   */
  refused?: number
  /** What an admin gets when `admin` is false, `refused` unless said (403: the move is the owner's role's alone) */
  adminRefused?: number
  intact?: (owner: TestClient, w: World, x: X) => Promise<void>
  /**
   * A published object anyone may act on (a helpful vote, a report, a public read by id): nobody
   * else is refused. 'signed-in': a visitor 401; 'anyone': a visitor too. The owner is not tried
   * (its own object may refuse it for its own reasons: no vote on one's own review).
   */
  open?: 'signed-in' | 'anyone'
}

export interface Owners {
  customer: TestClient
  seller: TestClient
}

/** What an area's setup may use: the common world is built first. */
export interface AreaContext {
  server: TestServer
  db: Db
  w: World
  owner: Owners
  admin: TestClient
}

export interface AccessArea<X> {
  /** Builds the area's own objects of the owners (the seller of `w.storeId`, the customer), once */
  setup?: (ctx: AreaContext) => Promise<X>
  /** Id-taking operations (a path parameter), in the order they run: removals last */
  cases?: Partial<Record<OperationId, Case<X>>>
  /** Ids taken in the query or body rather than the path, held to the same rule */
  byQuery?: Record<string, Case<X>>
}

/** An area's table; the type parameter is what its setup returns, handed to every call. */
export const accessArea = <X>(area: AccessArea<X>): AccessArea<X> => area
