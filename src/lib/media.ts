// Images come from the server under /media (seeded pictures) and /uploads (sellers' files). The
// spec's 240×240 placeholder is served locally too: no external image service.

export const PLACEHOLDER_IMAGE = '/media/placeholder.webp'

import { galleryOrder, type ImageLike } from '#sdk/rules/gallery'

export { galleryOrder }

/** A product's displayed image: the primary image, else the first, else the placeholder. */
export function displayedImage(images: readonly ImageLike[] | null | undefined): string {
  if (!images?.length) return PLACEHOLDER_IMAGE
  return (images.find((image) => image.is_primary) ?? images[0]).url
}

/** A URL, or the placeholder when there is none. */
export function imageOrPlaceholder(url: string | null | undefined): string {
  return url || PLACEHOLDER_IMAGE
}
