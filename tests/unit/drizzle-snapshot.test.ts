// `npm run db:generate` is safe: drizzle-kit's last snapshot in server/db/migrations/meta is the
// Drizzle schema (server/db/schema/) as the migrations leave it, so generating from an unchanged
// schema writes nothing. (Until issue 29 the snapshots stopped at 0006 while the SQL reached 0021,
// and a generate wrote a migration creating files, admin_audit and cart_bundles again.) drizzle-kit
// runs on a copy of the migrations folder, so a failure leaves the real one untouched; hand-written
// SQL (triggers, functions, tables and indexes outside the schema) is not in any snapshot.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const migrations = join(root, 'server/db/migrations')

interface Journal {
  entries: { idx: number; tag: string; when: number }[]
}
const readJournal = (folder: string): Journal => JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8'))

/** Every file under a folder with its size, for a before/after comparison. */
function listing(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(join(folder, f)).isFile())
    .map((f) => `${f} ${statSync(join(folder, f)).size}`)
    .sort()
}

describe('drizzle-kit snapshots', () => {
  // Inside the checkout's tmp/: drizzle-kit reads its snapshots through paths relative to the
  // working directory.
  mkdirSync(join(root, 'tmp'), { recursive: true })
  const scratch = mkdtempSync(join(root, 'tmp', 'drizzle-generate-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it('drizzle-kit generate writes no migration for the current schema', () => {
    const out = join(scratch, 'migrations')
    cpSync(migrations, out, { recursive: true })
    const before = listing(out)
    // The project's drizzle.config.ts (what `npm run db:generate` runs with), writing to the copy.
    const config = join(scratch, 'drizzle.config.ts')
    writeFileSync(
      config,
      `import config from '${relative(scratch, join(root, 'drizzle.config'))}'\n` +
        `export default { ...config, out: './${relative(root, out)}' }\n`,
    )
    const run = spawnSync(
      process.execPath,
      [join(root, 'node_modules/drizzle-kit/bin.cjs'), 'generate', `--config=./${relative(root, config)}`],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 },
    )
    const said = `${run.stdout}\n${run.stderr}`
    // drizzle-kit exits 0 even when it fails to read the schema or the snapshots: read what it said.
    expect(said, said).toContain('No schema changes, nothing to migrate')
    expect(run.status).toBe(0)
    expect(listing(out)).toEqual(before)
  }, 60_000)

  it('the journal numbers entries as their files, so the next migration gets a free number', () => {
    const { entries } = readJournal(migrations)
    for (const entry of entries) expect(entry.idx, entry.tag).toBe(Number(entry.tag.slice(0, 4)))
    // The migrator applies an entry only if its `when` is later than the last one applied.
    for (let i = 1; i < entries.length; i++)
      expect(entries[i].when, entries[i].tag).toBeGreaterThan(entries[i - 1].when)
    // Every entry has its SQL file, and every SQL file its entry.
    const sql = readdirSync(migrations).filter((f) => f.endsWith('.sql'))
    expect(sql.sort()).toEqual(entries.map((e) => `${e.tag}.sql`).sort())
  })

  it('the last snapshot belongs to the last migration', () => {
    const { entries } = readJournal(migrations)
    const snapshots = readdirSync(join(migrations, 'meta'))
      .filter((f) => f.endsWith('_snapshot.json'))
      .sort()
    expect(snapshots.at(-1)).toBe(`${entries.at(-1)?.tag.slice(0, 4)}_snapshot.json`)
    // Each snapshot names the one before it (drizzle-kit refuses two snapshots with one parent).
    const parsed = snapshots.map((f) => JSON.parse(readFileSync(join(migrations, 'meta', f), 'utf8')))
    for (let i = 1; i < parsed.length; i++) expect(parsed[i].prevId, snapshots[i]).toBe(parsed[i - 1].id)
  })
})
