// Images come from the server under /media (seeded pictures) and /uploads (sellers' files). The
// spec's 240×240 placeholder is served locally too: no external image service.

export const PLACEHOLDER_IMAGE = '/media/placeholder.webp'

interface ImageLike {
  url: string
  is_primary?: boolean
  order?: number
}

/** A product's displayed image: the primary image, else the first, else the placeholder. */
export function displayedImage(images: readonly ImageLike[] | null | undefined): string {
  if (!images?.length) return PLACEHOLDER_IMAGE
  return (images.find((image) => image.is_primary) ?? images[0]).url
}

/** The gallery order: the primary image first, the rest by their `order`. */
export function galleryOrder<T extends ImageLike>(images: readonly T[]): T[] {
  return [...images].sort(
    (a, b) => Number(Boolean(b.is_primary)) - Number(Boolean(a.is_primary)) || (a.order ?? 0) - (b.order ?? 0),
  )
}

/** A URL, or the placeholder when there is none. */
export function imageOrPlaceholder(url: string | null | undefined): string {
  return url || PLACEHOLDER_IMAGE
}
