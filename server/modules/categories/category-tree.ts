// The category tree, held in memory: categories are few (hundreds) and every product list needs a
// category's descendant ids, so reading them per request would waste a query. The tree is loaded
// once, served stale-while-revalidate after TTL_MS (other processes' edits show within a minute),
// and dropped at once by categoriesChanged() when this process changes categories. Product counts
// live apart (category-counts.ts): they change with every sale, the tree rarely.
import { sql } from 'drizzle-orm'
import { dbCache } from '../../db/caches'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'

const TTL_MS = 60_000
const RELOAD_MISSING_AFTER_MS = 3_000

export interface CategoryNode {
  id: number
  parentId: number | null
  slug: string
  nameFa: string
  level: number
  sortOrder: number
  imageUrl: string | null
  /** Ordered by sort order, then Persian name */
  children: CategoryNode[]
}

type CategoryRow = {
  id: number
  parent_id: number | null
  slug: string
  name_fa: string
  level: number
  sort_order: number
  image_url: string | null
}

const bySiblingOrder = (a: CategoryNode, b: CategoryNode) =>
  a.sortOrder - b.sortOrder || a.nameFa.localeCompare(b.nameFa, 'fa') || a.id - b.id

export class CategoryTree {
  readonly byId = new Map<number, CategoryNode>()
  readonly bySlug = new Map<string, CategoryNode>()
  readonly roots: CategoryNode[] = []
  private readonly descendantsMemo = new Map<number, number[]>()

  constructor(rows: CategoryRow[]) {
    for (const r of rows) {
      const node: CategoryNode = {
        id: r.id,
        parentId: r.parent_id,
        slug: r.slug,
        nameFa: r.name_fa,
        level: r.level,
        sortOrder: r.sort_order,
        imageUrl: r.image_url,
        children: [],
      }
      this.byId.set(node.id, node)
      this.bySlug.set(node.slug, node)
    }
    for (const node of this.byId.values()) {
      const parent = node.parentId === null ? undefined : this.byId.get(node.parentId)
      if (parent) parent.children.push(node)
      else this.roots.push(node)
    }
    this.roots.sort(bySiblingOrder)
    for (const node of this.byId.values()) node.children.sort(bySiblingOrder)
  }

  /** The category and every category below it. */
  descendantIds(id: number): number[] {
    let ids = this.descendantsMemo.get(id)
    if (!ids) {
      ids = []
      const walk = (node: CategoryNode) => {
        ids?.push(node.id)
        for (const child of node.children) walk(child)
      }
      const start = this.byId.get(id)
      if (start) walk(start)
      this.descendantsMemo.set(id, ids)
    }
    return ids
  }

  /** The ancestors of a category, root first (the category itself excluded). */
  ancestors(id: number): CategoryNode[] {
    const out: CategoryNode[] = []
    const seen = new Set<number>([id])
    let parentId = this.byId.get(id)?.parentId ?? null
    while (parentId !== null && !seen.has(parentId)) {
      const parent = this.byId.get(parentId)
      if (!parent) break
      out.unshift(parent)
      seen.add(parent.id)
      parentId = parent.parentId
    }
    return out
  }

  /** Every category, depth first, siblings in display order (so a flat list reads like the tree). */
  flat(): CategoryNode[] {
    const out: CategoryNode[] = []
    const walk = (node: CategoryNode) => {
      out.push(node)
      for (const child of node.children) walk(child)
    }
    for (const root of this.roots) walk(root)
    return out
  }
}

async function loadTree(db: Db): Promise<CategoryTree> {
  const rows = await queryRows<CategoryRow>(
    db,
    sql`select id, parent_id, slug, name_fa, level, sort_order, image_url from categories`,
  )
  return new CategoryTree(rows)
}

/**
 * The tree, reloaded first when it lacks the category asked for (made by another process since it
 * was loaded) and is more than a few seconds old, so unknown ids cannot force a reload per request.
 */
export async function categoryTreeWith(db: Db, wanted: { id?: number; slug?: string }): Promise<CategoryTree> {
  const tree = await categoryTree(db)
  const known = wanted.id !== undefined ? tree.byId.has(wanted.id) : tree.bySlug.has(wanted.slug ?? '')
  const holder = holderOf(db)
  if (known || Date.now() - holder.loadedAt < RELOAD_MISSING_AFTER_MS) return tree
  holder.clear()
  return categoryTree(db)
}

class TreeHolder {
  tree: Promise<CategoryTree> | undefined
  loadedAt = 0
  refreshing = false
  /** Bumped by clear() so a refresh that started before a change cannot install stale data. */
  generation = 0
  clear() {
    this.tree = undefined
    this.generation += 1
  }
}

const holderOf = dbCache('category-tree', 'categories', () => new TreeHolder())

export function categoryTree(db: Db): Promise<CategoryTree> {
  const holder = holderOf(db)
  if (!holder.tree) {
    const tree = loadTree(db)
    holder.tree = tree
    holder.loadedAt = Date.now()
    tree.catch(() => {
      if (holder.tree === tree) holder.tree = undefined
    })
    return tree
  }
  if (Date.now() - holder.loadedAt > TTL_MS && !holder.refreshing) {
    holder.refreshing = true
    const generation = holder.generation
    loadTree(db)
      .then((fresh) => {
        if (holder.generation !== generation) return
        holder.tree = Promise.resolve(fresh)
        holder.loadedAt = Date.now()
      })
      .catch(() => {
        // Keep serving the previous tree; the next request past the TTL tries again.
      })
      .finally(() => {
        holder.refreshing = false
      })
  }
  return holder.tree
}
