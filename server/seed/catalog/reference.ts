// Reference data: the three-level category tree, brands, and each leaf's filterable attributes.
import type { Db } from '../../db/client'
import { brands, categories, filterableAttributes } from '../../db/schema'
import { BRANDS } from '../data/brands'
import { ROOTS } from '../data/tree'
import type { BrandRow, LeafRow } from './context'
import { productImageUrl } from './context'

export interface Reference {
  leaves: LeafRow[]
  brands: Map<string, BrandRow>
  categoryCount: number
}

export async function insertReference(db: Db): Promise<Reference> {
  const rootRows = await db
    .insert(categories)
    .values(
      ROOTS.map((r, i) => ({
        slug: r.slug,
        nameFa: r.name,
        level: 1,
        sortOrder: i,
        imageUrl: productImageUrl(r.slug, 1),
      })),
    )
    .returning({ id: categories.id })

  const mids = ROOTS.flatMap((root, ri) => root.mids.map((mid, i) => ({ root, ri, mid, i })))
  const midRows = await db
    .insert(categories)
    .values(
      mids.map(({ root, ri, mid, i }) => ({
        parentId: rootRows[ri].id,
        slug: mid.slug,
        nameFa: mid.name,
        level: 2,
        sortOrder: i,
        imageUrl: productImageUrl(root.slug, mid.leaves[0].shape + 1),
      })),
    )
    .returning({ id: categories.id })

  const leafRefs = mids.flatMap(({ root, ri, mid }, mi) =>
    mid.leaves.map((leaf, i) => ({ leaf, root, rootIndex: ri, midName: mid.name, midId: midRows[mi].id, i })),
  )
  const leafRows = await db
    .insert(categories)
    .values(
      leafRefs.map(({ leaf, root, midId, i }) => ({
        parentId: midId,
        slug: leaf.slug,
        nameFa: leaf.name,
        level: 3,
        sortOrder: i,
        imageUrl: productImageUrl(root.slug, leaf.shape + 1),
      })),
    )
    .returning({ id: categories.id })
  const leaves: LeafRow[] = leafRefs.map(({ leaf, root, rootIndex, midName }, i) => ({
    leaf,
    root,
    rootIndex,
    midName,
    categoryId: leafRows[i].id,
  }))

  await db.insert(filterableAttributes).values(
    leaves.flatMap(({ leaf, categoryId }) =>
      leaf.attrs.map((a, sortOrder) => ({
        categoryId,
        key: a.key,
        labelFa: a.label_fa,
        type: a.type,
        options: a.options ?? [],
        unit: a.unit || null,
        sortOrder,
      })),
    ),
  )

  const brandRows = await db
    .insert(brands)
    .values(BRANDS.map((b) => ({ slug: b.slug, nameFa: b.fa, nameEn: b.en })))
    .returning({ id: brands.id, slug: brands.slug, fa: brands.nameFa, en: brands.nameEn })

  return {
    leaves,
    brands: new Map(brandRows.map((b) => [b.slug, b])),
    categoryCount: rootRows.length + midRows.length + leafRows.length,
  }
}
