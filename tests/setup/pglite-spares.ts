// Loading a PGlite image costs a file about a second of CPU (starting Postgres in WASM and
// unpacking 40 MB); putting one back as the image left it costs a tenth of that. So a worker keeps
// the PGlite instances its files are done with, reset to their image, and hands them to its next
// files: each file still starts from exactly the image's rows and sequences.
//
// A file gets the instance behind a revocable proxy and a Drizzle instance of its own (the
// server's caches are kept per Drizzle instance): once the file closes its database, anything of
// that file still running (a timer, a late query) fails loudly instead of touching the next file's.
import type { PGlite } from '@electric-sql/pglite'

const spares = new Map<string, PGlite[]>()
/** Each loaded instance's reset script (baseline() writes it). */
const scripts = new WeakMap<PGlite, string>()

/** A reset spare of this image, if this worker has one. */
export function takeSpare(image: string): PGlite | undefined {
  return spares.get(image)?.pop()
}

/**
 * Puts `client` back as the image left it and keeps it for this worker's next file; an instance
 * that cannot be reset (a test closed it, or left it broken) is closed instead.
 */
export async function giveBack(image: string, client: PGlite): Promise<void> {
  try {
    const reset = scripts.get(client)
    if (!reset) throw new Error('no baseline for this instance')
    // DISCARD ALL drops what a session may have left (settings, LISTENs, advisory locks, prepared
    // statements, temporary tables); it may not run inside the script's implicit transaction.
    await client.exec('DISCARD ALL')
    await client.exec(reset)
    spares.set(image, [...(spares.get(image) ?? []), client])
  } catch {
    await client.close().catch(() => {})
  }
}

/** `client` for one file: a proxy that stops working once revoked. */
export function lend(client: PGlite): { client: PGlite; revoke: () => void } {
  const { proxy, revoke } = Proxy.revocable(client, {
    // PGlite's methods use private fields: they run on the instance itself, not on the proxy.
    get: (target, key) => {
      const value = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { client: proxy, revoke }
}

/**
 * The script that brings `client` back to the rows and sequences it has now (the image, fresh from
 * loading): it copies every table that holds rows into the schema rasteh_baseline the first time.
 * Triggers are off while it runs (session_replication_role), so nothing derived is computed
 * twice: derived tables are copied back like the others.
 */
export async function baseline(client: PGlite): Promise<void> {
  if (scripts.has(client)) return
  const { rows: tables } = await client.query<{ name: string; columns: string }>(`
    select quote_ident(c.relname) as name,
      (select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')`)
  const { rows: sequences } = await client.query<{ name: string; value: string | null }>(`
    select quote_ident(sequencename) as name, last_value::text as value from pg_sequences where schemaname = 'public'`)
  const copied: typeof tables = []
  await client.exec('create schema if not exists rasteh_baseline')
  for (const table of tables) {
    const { rows } = await client.query<{ any: boolean }>(`select exists (select 1 from public.${table.name}) as any`)
    if (!rows[0]?.any) continue
    await client.exec(`create table rasteh_baseline.${table.name} as select ${table.columns} from public.${table.name}`)
    copied.push(table)
  }
  scripts.set(
    client,
    [
      'set session_replication_role = replica',
      `truncate ${tables.map((t) => `public.${t.name}`).join(', ')}`,
      ...copied.map(
        (t) =>
          `insert into public.${t.name} (${t.columns}) overriding system value select ${t.columns} from rasteh_baseline.${t.name}`,
      ),
      ...sequences.map((s) =>
        s.value === null
          ? `alter sequence public.${s.name} restart`
          : `select setval('public.${s.name}', ${s.value}, true)`,
      ),
      'reset session_replication_role',
    ].join(';\n'),
  )
}
