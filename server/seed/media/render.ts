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
