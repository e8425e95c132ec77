// Which images an upload takes (openapi/src/files.yaml): JPEG, PNG, WebP or AVIF, at most 5 MB
// each, at most 10 at once. Checked in the browser first so a wrong file is named at once, in
// Persian, instead of after a 413 or 415; the server checks again by content.

import { formatNumber } from './fa'

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',')
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const MAX_IMAGES_AT_ONCE = 10

/** Why a file cannot be uploaded, in Persian; null when it can. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'فقط تصویر JPEG، PNG، WebP یا AVIF پذیرفته می‌شود'
  if (file.size > MAX_IMAGE_BYTES) return `حجم تصویر باید حداکثر ${formatNumber(5)} مگابایت باشد`
  if (file.size === 0) return 'فایل خالی است'
  return null
}

/** How many more images may be added when `count` are there and at most `max` are allowed. */
export function roomFor(count: number, max: number): number {
  return Math.max(0, max - count)
}
