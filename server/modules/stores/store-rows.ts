// A store row as its owner and admins see it (the contract's Store), and the writes every store
// change shares: a taken slug answers 409, and the storefront's caches hear of the change.
import { eq } from 'drizzle-orm'
import { checkStoreFields, type StoreFieldsInput } from '#sdk/rules/store-fields'
import type { components } from '#sdk/schema'
import { catalogChanged } from '../../db/caches'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/rows'
import { offers, type stores, users } from '../../db/schema/index'
import { HttpError } from '../../lib/http-error'
import { refreshProductSummaries } from '../catalog/summary'

export type Store = components['schemas']['Store']
export type StoreRow = typeof stores.$inferSelect

export const SLUG_TAKEN = 'این نامک را فروشگاه دیگری دارد؛ نامک دیگری انتخاب کنید'

export function storeOf(row: StoreRow, owner?: { id: number; name: string | null; phone: string }): Store {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    kind: row.kind,
    owner_id: row.ownerId,
    ...(owner ? { owner } : {}),
    verified: row.verified,
    verified_at: row.verifiedAt?.toISOString() ?? null,
    description: row.description,
    logo_url: row.logoUrl,
    banner_url: row.bannerUrl,
    phone: row.phone,
    email: row.email,
    province: row.province,
    city: row.city,
    address: row.address,
    postal_code: row.postalCode,
    sheba: row.sheba,
    national_code: row.nationalCode,
    company_name: row.companyName,
    company_national_id: row.companyNationalId,
    registration_number: row.registrationNumber,
    shipping: row.shipping,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** The store with its owner's name and phone (the admin's view). */
export async function storeWithOwner(db: Db, row: StoreRow): Promise<Store> {
  const [owner] = await db
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(users)
    .where(eq(users.id, row.ownerId))
  return storeOf(row, owner)
}

/** The shared rules applied; a failure is a 422 naming every bad field in Persian. */
export function checkedFields<T extends StoreFieldsInput>(input: T): T {
  const { values, errors } = checkStoreFields(input)
  const list = Object.entries(errors).map(([field, message]) => ({
    field: `body.${field}`,
    message: message as string,
  }))
  if (list.length) throw new HttpError(422, list[0].message, { errors: list })
  return values
}

/** A unique-slug violation as the 409 the contract names; anything else is rethrown. */
export function slugConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, SLUG_TAKEN)
  throw error
}

/**
 * The storefront sees the store's change: product summaries depend on whether a store is
 * verified (and on its offers), and store names and logos show on cards.
 */
export async function storeChanged(db: Db, storeId: number, productIds?: number[]): Promise<void> {
  const ids =
    productIds ??
    (await db.select({ id: offers.productId }).from(offers).where(eq(offers.storeId, storeId))).map((r) => r.id)
  if (ids.length) await refreshProductSummaries(db, ids)
  await catalogChanged(db)
}
