// What an upload is, decided from its bytes: the magic number first (JPEG, PNG, WebP, AVIF),
// then sharp's reading of the header, which must agree. The declared type and the file's name
// are never asked. Every accepted image is decoded and re-encoded as WebP (the pixels only: EXIF,
// GPS, ICC text and anything appended to the file, as in a polyglot, are left behind), under a
// pixel limit checked from the header before anything is decoded (a decompression bomb is a
// small file that claims huge dimensions).
import type { Sharp } from 'sharp'
import { HttpError } from '../../lib/http-error'

export const MAX_BYTES = 5 * 1024 * 1024
export const MAX_PIXELS = 40_000_000
/** The longest side kept: the product page's zoomed image on a wide screen; larger is resized. */
export const MAX_SIDE = 2000

export const TOO_LARGE = 'حجم هر تصویر باید حداکثر ۵ مگابایت باشد'
export const TOO_MANY_PIXELS = 'ابعاد تصویر بیش از حد بزرگ است (حداکثر ۴۰ مگاپیکسل)'
export const UNSUPPORTED = 'فقط تصویرهای JPEG، PNG، WebP یا AVIF پذیرفته می‌شود'
export const BROKEN = 'فایل تصویر خراب است یا خوانده نمی‌شود'

type Kind = 'jpeg' | 'png' | 'webp' | 'avif'

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1')

/** The image kind its first bytes announce, or null. */
export function sniff(bytes: Buffer): Kind | null {
  if (bytes.length < 12) return null
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (ascii(bytes, 4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand, then the compatible brands, up to the box's end.
    const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 64)
    for (let at = 8; at + 4 <= boxEnd; at += 4) {
      if (at === 12) continue // the minor version, not a brand
      const brand = ascii(bytes, at, at + 4)
      if (brand === 'avif' || brand === 'avis') return 'avif'
    }
  }
  return null
}

/** sharp's name for each kind (AVIF is read by the HEIF loader). */
const SHARP_FORMAT: Record<Kind, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' }

export interface Encoded {
  data: Buffer
  width: number
  height: number
}

let sharpModule: Promise<typeof import('sharp')> | undefined
/** Loaded on the first upload: the server starts (and serves the storefront) without it. */
const loadSharp = () => {
  sharpModule ??= import('sharp')
  return sharpModule
}

/** Checks one upload and re-encodes it to WebP; throws a Persian 413/415 when it is refused. */
export async function toWebp(bytes: Buffer): Promise<Encoded> {
  if (bytes.length > MAX_BYTES) throw new HttpError(413, TOO_LARGE)
  const kind = sniff(bytes)
  if (!kind) throw new HttpError(415, UNSUPPORTED)
  const { default: sharp } = await loadSharp()
  const open = (): Sharp => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false })
  let meta: Awaited<ReturnType<Sharp['metadata']>>
  try {
    meta = await open().metadata() // the header only: nothing is decoded yet
  } catch (error) {
    throw refusal(error)
  }
  if (meta.format !== SHARP_FORMAT[kind]) throw new HttpError(415, UNSUPPORTED)
  if (!meta.width || !meta.height) throw new HttpError(415, BROKEN)
  if (meta.width * meta.height > MAX_PIXELS) throw new HttpError(413, TOO_MANY_PIXELS)
  try {
    // rotate() applies the EXIF orientation to the pixels, since the EXIF itself is dropped.
    const { data, info } = await open()
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 2 })
      .toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  } catch (error) {
    throw refusal(error)
  }
}

/** sharp's failure as the answer: over the pixel limit 413, anything else unreadable 415. */
const refusal = (error: unknown) =>
  /pixel limit/i.test(String(error)) ? new HttpError(413, TOO_MANY_PIXELS) : new HttpError(415, BROKEN)
