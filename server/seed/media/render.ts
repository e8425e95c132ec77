// SVG → WebP with sharp, written atomically (temp file + rename) so a crash never leaves a
// half-written image that the "skip existing files" rule would then keep forever.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export async function renderWebp(svg: string, file: string): Promise<void> {
  // Imported lazily: only seeding and a missing placeholder need sharp.
  const { default: sharp } = await import('sharp')
  const data = await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 1 }).toBuffer()
  mkdirSync(dirname(file), { recursive: true })
  const tmp = `${file}.${process.pid}.tmp`
  writeFileSync(tmp, data)
  renameSync(tmp, file)
}

/** The widths of the smaller copies of a picture (decision 045; AppImage's srcset names them). */
export const VARIANT_WIDTHS = [160, 360] as const

/** Where the copy of `${mediaDir}/${path}` at `width` px is kept. */
export function variantFile(mediaDir: string, path: string, width: number): string {
  return join(mediaDir, `w${width}`, path)
}

/** Makes and keeps the copy of a picture at `width` px (at most: a smaller picture is not enlarged). */
export async function writeVariant(mediaDir: string, path: string, width: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp')
  const data = await sharp(join(mediaDir, path))
    .resize(width, width, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82, effort: 4 })
    .toBuffer()
  const file = variantFile(mediaDir, path, width)
  mkdirSync(dirname(file), { recursive: true })
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  writeFileSync(tmp, data)
  renameSync(tmp, file)
  return data
}

/** The spec's 240×240 placeholder: a grey picture frame, no text. */
export function placeholderSvg(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">' +
    '<rect width="240" height="240" fill="#eeeeee"/>' +
    '<rect x="60" y="70" width="120" height="100" rx="10" fill="none" stroke="#b5b5b5" stroke-width="8"/>' +
    '<circle cx="95" cy="102" r="12" fill="#b5b5b5"/><path d="M66 164 L110 120 L135 145 L150 130 L176 164 Z" fill="#b5b5b5"/>' +
    '</svg>'
  )
}

export const PLACEHOLDER_FILE = 'placeholder.webp'

/** Makes `${mediaDir}/placeholder.webp` when it is missing; true when it was written. */
export async function ensurePlaceholder(mediaDir: string): Promise<boolean> {
  const file = join(mediaDir, PLACEHOLDER_FILE)
  if (existsSync(file)) return false
  await renderWebp(placeholderSvg(), file)
  return true
}
