// The first free slug of a table whose slugs are unique (stores, bundles): the base, else the
// base with the first free number (`kalay-mrim`, `kalay-mrim-2`, …). One rule for both, so a
// second store or bundle of the same Persian name reads like the first (issue 27 item 12). Two
// writers at once may still pick the same one: the unique index refuses the second (a 409).
import { sql } from 'drizzle-orm'
import type { Db } from './client'
import { queryRows } from './rows'

const TABLES = { stores: sql`stores`, bundles: sql`bundles` } as const

export async function freeSlug(db: Db, table: keyof typeof TABLES, base: string): Promise<string> {
  const taken = new Set(
    (
      await queryRows<{ slug: string }>(
        db,
        sql`select slug from ${TABLES[table]} where slug = ${base} or slug like ${`${base}-%`}`,
      )
    ).map((r) => r.slug),
  )
  if (!taken.has(base)) return base
  let n = 2
  while (taken.has(`${base}-${n}`)) n += 1
  return `${base}-${n}`
}
