// The admins' audit log: every admin action (store verification, category, filter and homepage
// changes) with who, when, what it touched and the note the admin gave.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth'

export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    /** null once the admin's account is gone */
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. store.verify, store.unverify, category.create, filter.update, homepage.save */
    action: text('action').notNull(),
    /** store, category, filterable_attribute, homepage */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    note: text('note'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_target_idx').on(t.targetType, t.targetId, t.createdAt)],
)
