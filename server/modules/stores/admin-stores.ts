// The admin's stores (spec section 7 "Admin"): every store, newest first, with its owner; verify
// unlocks the seller's dashboard and lists the store on the storefront, unverify undoes both.
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isInt4 } from '../../db/rows'
import { adminAudit, stores, users } from '../../db/schema/index'
import { inTransaction } from '../../db/transaction'
import { notFound } from '../../lib/http-error'
import { normalizeText } from '../../lib/persian'
import { STORE_NOT_FOUND } from '../access'
import { listAuditEntries, recordAdminAction } from '../admin/audit'
import { noticeStoreVerification } from '../notifications/trust-notices'
import { type Store, type StoreRow, storeChanged, storeOf, storeWithOwner } from './store-rows'

export async function adminStore(db: Db, id: number): Promise<StoreRow> {
  if (!isInt4(id)) throw notFound(STORE_NOT_FOUND)
  const [row] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.id, id), isNull(stores.deletedAt)))
  // A deleted store is gone for the admin too (verifying it would bring it back to the storefront).
  if (!row) throw notFound(STORE_NOT_FOUND)
  return row
}

export async function getStoreAsAdmin(db: Db, id: number): Promise<Store> {
  return storeWithOwner(db, await adminStore(db, id))
}

/**
 * Verifies (true) or unverifies (false) a store, writing the admin's note to the audit log in the
 * same transaction; the same state again changes nothing and writes nothing.
 */
export async function setVerified(
  db: Db,
  adminId: number,
  id: number,
  verified: boolean,
  note?: string | null,
): Promise<Store> {
  const current = await adminStore(db, id)
  if (current.verified === verified) return storeWithOwner(db, current)
  const row = await inTransaction(db, async (tx) => {
    // Only a change changes: of two admins pressing at once, one writes the entry and the notice.
    const [updated] = await tx
      .update(stores)
      .set({ verified, verifiedAt: verified ? new Date() : null, updatedAt: new Date() })
      .where(and(eq(stores.id, id), eq(stores.verified, !verified)))
      .returning()
    if (!updated) return null
    await recordAdminAction(tx, adminId, {
      action: verified ? 'store.verify' : 'store.unverify',
      targetType: 'store',
      targetId: id,
      note,
    })
    await noticeStoreVerification(tx, updated, verified, note, updated.updatedAt) // to the owner
    return updated
  })
  if (!row) return storeWithOwner(db, await adminStore(db, id))
  await storeChanged(db, id)
  return storeWithOwner(db, row)
}

/**
 * Why the admin took the store's verification back: the note of the latest verify or unverify
 * entry when that entry is an unverify (a later verify, or a store that was never verified, has
 * none). The seller reads it on the locked dashboard.
 */
export async function unverifyReason(db: Db, storeId: number): Promise<string | null> {
  const [latest] = await db
    .select({ action: adminAudit.action, note: adminAudit.note })
    .from(adminAudit)
    .where(
      and(
        eq(adminAudit.targetType, 'store'),
        eq(adminAudit.targetId, storeId),
        inArray(adminAudit.action, ['store.verify', 'store.unverify']),
      ),
    )
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(1)
  return latest?.action === 'store.unverify' ? latest.note : null
}

/** A store's audit entries (404 for a store that does not exist). */
export async function storeAudit(db: Db, id: number, q: { skip?: number; limit?: number }) {
  await adminStore(db, id)
  return listAuditEntries(db, { type: 'store', id }, q)
}

export async function listAllStores(db: Db, q: { skip?: number; limit?: number; verified?: boolean; search?: string }) {
  const skip = q.skip ?? 0
  const limit = q.limit ?? 19
  const where: SQL[] = [isNull(stores.deletedAt)]
  if (q.verified !== undefined) where.push(eq(stores.verified, q.verified))
  const term = q.search ? normalizeText(q.search) : ''
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    where.push(sql`(${stores.searchText} like ${like} or ${stores.slug} like ${like}
      or lower(coalesce(${stores.companyName}, '')) like ${like}
      or ${stores.ownerId} in (select id from users where phone like ${like}))`)
  }
  const filter = and(...where)
  const [rows, [total], [awaiting]] = await Promise.all([
    db.select().from(stores).where(filter).orderBy(desc(stores.createdAt), desc(stores.id)).limit(limit).offset(skip),
    db.select({ n: count() }).from(stores).where(filter),
    db
      .select({ n: count() })
      .from(stores)
      .where(and(eq(stores.verified, false), isNull(stores.deletedAt))),
  ])
  const ownerIds = [...new Set(rows.map((r) => r.ownerId))]
  const owners = ownerIds.length
    ? await db
        .select({ id: users.id, name: users.name, phone: users.phone })
        .from(users)
        .where(inArray(users.id, ownerIds))
    : []
  const byId = new Map(owners.map((o) => [o.id, o]))
  return {
    items: rows.map((r) => storeOf(r, byId.get(r.ownerId))),
    total: total?.n ?? 0,
    skip,
    limit,
    awaiting_review: awaiting?.n ?? 0,
  }
}
