// The admins' audit log (spec section 7 "Admin"): every admin action is written here with who,
// when, what it touched and the admin's note. Other admin modules (stores, categories, filters,
// homepage curation, an admin's order status moves) call recordAdminAction inside the same transaction as the change, so a change
// and its entry stand or fall together.
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { adminAudit, users } from '../../db/schema/index'

type AuditEntry = components['schemas']['AdminAuditEntry']
type AuditPage = components['schemas']['AdminAuditPage']

export type AuditTarget =
  | 'store'
  | 'category'
  | 'filterable_attribute'
  | 'homepage'
  | 'order'
  | 'review'
  | 'question'
  | 'answer'
  | 'return'
  /** platform-wide settings (finance-settings): target_id null */
  | 'platform'
  | 'payout'

export interface AdminAction {
  /** e.g. store.verify, category.update, filter.create, homepage.save, order.status */
  action: string
  targetType: AuditTarget
  targetId?: number | null
  note?: string | null
  details?: Record<string, unknown>
}

/** Writes one audit entry for the admin (through `db`, which may be the change's transaction). */
export async function recordAdminAction(db: Db, adminId: number, entry: AdminAction): Promise<void> {
  const note = entry.note?.trim()
  await db.insert(adminAudit).values({
    adminId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    note: note ? note : null,
    details: entry.details ?? {},
  })
}

/** The audit entries about one target, newest first. */
export async function listAuditEntries(
  db: Db,
  target: { type: AuditTarget; id: number },
  q: { skip?: number; limit?: number },
): Promise<AuditPage> {
  const skip = q.skip ?? 0
  const limit = q.limit ?? 20
  const where = and(eq(adminAudit.targetType, target.type), eq(adminAudit.targetId, target.id))
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAudit)
      .where(where)
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(limit)
      .offset(skip),
    db.select({ n: count() }).from(adminAudit).where(where),
  ])
  const adminIds = [...new Set(rows.map((r) => r.adminId).filter((id): id is number => id !== null))]
  const admins = adminIds.length
    ? await db
        .select({ id: users.id, name: users.name, phone: users.phone })
        .from(users)
        .where(inArray(users.id, adminIds))
    : []
  const byId = new Map(admins.map((a) => [a.id, a]))
  const items: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    action: r.action,
    target_type: r.targetType,
    target_id: r.targetId,
    note: r.note,
    details: r.details,
    admin: (r.adminId !== null && byId.get(r.adminId)) || null,
    created_at: r.createdAt.toISOString(),
  }))
  return { items, total: total?.n ?? 0, skip, limit }
}
