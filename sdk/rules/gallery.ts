// Which of a product's pictures shows first: shared by the PWA's gallery and the server, which
// names that picture in the product page's HTML so the browser fetches it early.

export interface ImageLike {
  url: string
  is_primary?: boolean
  order?: number
}

/** The gallery order: the primary image first, the rest by their `order`. */
export function galleryOrder<T extends ImageLike>(images: readonly T[]): T[] {
  return [...images].sort(
    (a, b) => Number(Boolean(b.is_primary)) - Number(Boolean(a.is_primary)) || (a.order ?? 0) - (b.order ?? 0),
  )
}
