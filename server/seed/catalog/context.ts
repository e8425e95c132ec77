// What product generation needs to know about rows already in the database: category, brand
// and store ids. Built once after the reference data is inserted.
import type { LeafRef } from '../data/tree'

export interface BrandRow {
  id: number
  slug: string
  fa: string
  en: string
}

export interface LeafRow extends LeafRef {
  categoryId: number
}

export interface SeedContext {
  seed: number
  leaves: LeafRow[]
  /** leaf weights, for choosing a product's leaf */
  weights: number[]
  brands: Map<string, BrandRow>
  /** root slug → ids of the stores that sell in it */
  storesByRoot: Map<string, number[]>
}

export function productImageUrl(rootSlug: string, n: number): string {
  return `/media/products/${rootSlug}-${n}.webp`
}
