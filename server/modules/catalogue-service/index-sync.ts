// Keeps each server process's catalogue token index (token-index.ts) equal to catalogue_items.
// Loaded when the server starts; then a trigger (migration 0016) NOTIFYs, at commit, the ids every
// statement touched, and each process re-reads those rows and updates its index: the writes of any
// process, or of SQL by hand, reach all of them. Changes apply one after another; a search first
// makes sure it has heard every change committed before it came (Listener.sync, one shared round
// trip on the listening connection) and waits until they are applied. A '*' (truncate, bulk import) or a break of the LISTEN
// connection (changes may have been missed) reloads the whole index.
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { intArray } from '../../db/arrays'
import type { Database, Db } from '../../db/client'
import type { Listener } from '../../db/listen'
import { queryRows } from '../../db/rows'
import { TokenIndex } from './token-index'

export const CATALOGUE_CHANNEL = 'rasteh_catalogue'

type Row = { id: number; search_text: string }

export class CatalogueIndex {
  private index: TokenIndex | null = null
  private loading: Promise<TokenIndex> | null = null
  private chain: Promise<unknown> = Promise.resolve()
  /** Set once listening: the barrier after which every committed change has been heard. */
  sync: () => Promise<void> = () => Promise.resolve()
  /** Bumped by every applied change: answers cached under an older version are not served. */
  version = 0

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The index as it is now (null before the first load), without waiting for anything. */
  peek(): TokenIndex | null {
    return this.index
  }

  /** The index with every change committed before the call applied. */
  async current(): Promise<TokenIndex> {
    await this.sync()
    await this.chain
    return this.index ?? this.load()
  }

  /** (Re)reads the whole table. */
  load(): Promise<TokenIndex> {
    if (this.loading) return this.loading
    const started = performance.now()
    const loading = queryRows<Row>(this.db, sql`select id, search_text from catalogue_items`)
      .then((rows) => {
        const index = TokenIndex.build(rows)
        // The correction list too, so the first misspelt phrase does not wait for it.
        index.vocabulary()
        this.index = index
        this.version++
        const ms = Math.round(performance.now() - started)
        this.log.info({ items: index.size, words: index.wordCount, ms }, 'catalogue search index loaded')
        return index
      })
      .finally(() => {
        if (this.loading === loading) this.loading = null
      })
    this.loading = loading
    return loading
  }

  /** A NOTIFY payload: ids separated by commas, or '*'. */
  heard(payload: string): void {
    const ids = payload === '*' ? null : payload.split(',').map(Number).filter(Number.isSafeInteger)
    this.chain = this.chain.then(() => this.apply(ids)).catch((error) => this.failed(error))
  }

  /** Everything may have changed (missed messages): reload after the changes already queued. */
  reset(): void {
    this.chain = this.chain.then(() => this.reloadNow()).catch((error) => this.failed(error))
  }

  private async reloadNow(): Promise<void> {
    await this.loading?.catch(() => {})
    await this.load()
  }

  private async apply(ids: number[] | null): Promise<void> {
    // A load in flight may have read the table before this change committed: wait, then re-read.
    await this.loading?.catch(() => {})
    if (ids === null || !this.index) return this.reloadNow()
    if (ids.length === 0) return
    const rows = await queryRows<Row>(
      this.db,
      sql`select id, search_text from catalogue_items where id = any(${intArray(ids)})`,
    )
    const found = new Map(rows.map((r) => [r.id, r.search_text]))
    for (const id of ids) this.index.set(id, found.get(id) ?? null)
    this.version++
  }

  private failed(error: unknown): void {
    // The index may now lag the table: the next search reloads it.
    this.log.error({ err: error }, 'catalogue search index: a change could not be applied; reloading')
    this.index = null
    this.version++
  }
}

const indexes = new WeakMap<Db, CatalogueIndex>()

/** The index of a database, started by startCatalogueIndex. */
export function catalogueIndexOf(db: Db): CatalogueIndex {
  const index = indexes.get(db)
  if (!index) throw new Error('the catalogue search index was not started for this database')
  return index
}

/** Listens for catalogue changes, then loads the index (a failed load is retried by the first search). */
export async function startCatalogueIndex(database: Database, log: FastifyBaseLogger): Promise<Listener> {
  const index = new CatalogueIndex(database.db, log)
  indexes.set(database.db, index)
  const listener = await database.listen(CATALOGUE_CHANNEL, {
    onMessage: (payload) => index.heard(payload),
    onReset: () => index.reset(),
    onError: (error) => log.warn({ err: error }, 'catalogue search index: LISTEN connection lost, retrying'),
  })
  index.sync = async () => {
    await listener.sync()
  }
  await index.load().catch((error) => log.error({ err: error }, 'catalogue search index: first load failed'))
  return listener
}
