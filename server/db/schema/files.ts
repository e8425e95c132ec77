// Uploaded images: who uploaded each (only they, or an admin, may delete it) and what the
// server stored (always a re-encoded WebP). The bytes live in the file storage, not here.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth'

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of the contract's UploadFolder values; the url's first segment after /uploads/ */
    folder: text('folder').notNull(),
    /** The server-made name, e.g. 3f9c2a7e1b.webp */
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    /** Size after re-encoding */
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('files_folder_filename_key').on(t.folder, t.filename), index('files_owner_idx').on(t.ownerId)],
)
