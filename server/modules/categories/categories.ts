// Category reads (public tree and /categories/): served from the in-memory tree.
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { notFound } from '../../lib/http-error'
import { categoryCounts, liveCount, type OwnCounts } from './category-counts'
import { type CategoryNode, type CategoryTree, categoryTree, categoryTreeWith } from './category-tree'

type Category = components['schemas']['Category']
export type CategoryPage = components['schemas']['CategoryPage']

export const CATEGORY_NOT_FOUND = 'دسته‌بندی موردنظر یافت نشد'

interface Context {
  tree: CategoryTree
  counts: Map<number, OwnCounts>
}

/** A category; `nested` adds its children down to the third level. */
function categoryOut(node: CategoryNode, nested: boolean, ctx: Context): Category {
  const out: Category = {
    id: node.id,
    parent_id: node.parentId,
    slug: node.slug,
    name_fa: node.nameFa,
    name_en: null,
    is_root: node.parentId === null,
    level: node.level,
    image_url: node.imageUrl,
    order: node.sortOrder,
    product_count: liveCount(ctx.tree, ctx.counts, node.id),
  }
  if (nested) out.children = node.level < 3 ? node.children.map((c) => categoryOut(c, true, ctx)) : []
  return out
}

export async function listCategories(
  db: Db,
  q: { root_only?: boolean; skip?: number; limit?: number },
): Promise<CategoryPage> {
  const [tree, counts] = await Promise.all([categoryTree(db), categoryCounts(db)])
  const skip = q.skip ?? 0
  const limit = q.limit ?? 1000
  const all = q.root_only ? tree.roots : tree.flat()
  const items = all.slice(skip, skip + limit).map((node) => categoryOut(node, !!q.root_only, { tree, counts }))
  return { items, total: all.length, skip, limit }
}

/** One category with its ancestors (for breadcrumbs) and its nested children. */
export async function getCategory(db: Db, wanted: { id: number } | { slug: string }): Promise<Category> {
  const [tree, counts] = await Promise.all([categoryTreeWith(db, wanted), categoryCounts(db)])
  const node = 'id' in wanted ? tree.byId.get(wanted.id) : tree.bySlug.get(wanted.slug)
  if (!node) throw notFound(CATEGORY_NOT_FOUND)
  return {
    ...categoryOut(node, true, { tree, counts }),
    ancestors: tree
      .ancestors(node.id)
      .map((a) => ({ id: a.id, slug: a.slug, name_fa: a.nameFa, parent_id: a.parentId })),
  }
}
