// Uploads: check and re-encode each image (images.ts), store the bytes (adapters/storage), record
// who uploaded it (files table). Several files are all or nothing: every one is checked and
// encoded before the first is stored, and a failure while storing removes what was stored.
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FileStorage } from '../../adapters/storage'
import type { Db } from '../../db/client'
import { allowHit, type RateLimit } from '../../db/rate-limit'
import { queryRows } from '../../db/rows'
import { files } from '../../db/schema'
import { conflict, HttpError } from '../../lib/http-error'
import { type Encoded, toWebp } from './images'

export const CONTENT_TYPE = 'image/webp'
export const IN_USE = 'این تصویر هنوز در یک محصول، فروشگاه، سبد، نوشته یا دیدگاه استفاده می‌شود'

/**
 * Upload requests per user and hour: a seller photographing a whole catalogue in an afternoon
 * stays well inside it; a script filling the disk or burning the CPU on decodes does not.
 */
export const UPLOAD_LIMIT: RateLimit = { name: 'upload', max: 300, windowMs: 60 * 60 * 1000 }
export const TOO_MANY_UPLOADS = 'تعداد بارگذاری‌ها بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید'

export interface StoredFile {
  id: number
  url: string
  folder: string
  filename: string
  content_type: 'image/webp'
  size: number
  width: number
  height: number
}

export interface FileDeps {
  db: Db
  storage: FileStorage
}

/** Where the app serves a stored file (plugins/uploads.ts). */
export const fileUrl = (folder: string, filename: string) => `/uploads/${folder}/${filename}`
export const storageKey = (folder: string, filename: string) => `${folder}/${filename}`

/** A fresh server-made name: 20 hex digits, never derived from the client's name. */
const newFilename = () => `${randomBytes(10).toString('hex')}.webp`

/** Checks, re-encodes and stores the images for the owner, in the order given. */
export async function storeImages(deps: FileDeps, ownerId: number, folder: string, uploads: Buffer[]) {
  // Counted before any decoding: the limit is there to spare the CPU as much as the disk.
  if (!(await allowHit(deps.db, UPLOAD_LIMIT, ownerId))) {
    throw new HttpError(429, TOO_MANY_UPLOADS, { headers: { 'Retry-After': '600' } })
  }
  const encoded: Encoded[] = []
  // One at a time: each decode can take a few hundred MB of memory at the pixel limit.
  for (const bytes of uploads) encoded.push(await toWebp(bytes))
  const stored: Omit<StoredFile, 'id'>[] = []
  try {
    for (const image of encoded) {
      const filename = newFilename()
      await deps.storage.put(storageKey(folder, filename), image.data, CONTENT_TYPE)
      stored.push({
        url: fileUrl(folder, filename),
        folder,
        filename,
        content_type: CONTENT_TYPE,
        size: image.data.length,
        width: image.width,
        height: image.height,
      })
    }
    const ids = await deps.db
      .insert(files)
      .values(
        stored.map((f) => ({
          ownerId,
          folder: f.folder,
          filename: f.filename,
          contentType: f.content_type,
          bytes: f.size,
          width: f.width,
          height: f.height,
        })),
      )
      .returning({ id: files.id })
    // A multi-row insert returns its rows in the order given.
    return stored.map((f, i) => ({ ...f, id: ids[i].id }))
  } catch (error) {
    await Promise.allSettled(stored.map((f) => deps.storage.delete(storageKey(f.folder, f.filename))))
    throw error
  }
}

/** Removes a file the caller may remove (access.ts ownedFile), unless something still shows it. */
export async function removeFile(deps: FileDeps, file: { id: number }, folder: string, filename: string) {
  const url = fileUrl(folder, filename)
  const [use] = await queryRows<{ used: boolean }>(
    deps.db,
    sql`select exists (select 1 from product_images where url = ${url})
      or exists (select 1 from stores where logo_url = ${url} or banner_url = ${url})
      or exists (select 1 from bundles where image_url = ${url})
      or exists (select 1 from blog_posts where cover_url = ${url})
      or exists (select 1 from categories where image_url = ${url})
      or exists (select 1 from brands where logo_url = ${url})
      or (${folder} = 'reviews' and exists (select 1 from reviews
        where photos @> jsonb_build_array(jsonb_build_object('fileId', ${file.id}::int))))
      or (${folder} = 'returns' and exists (select 1 from order_returns
        where photos @> jsonb_build_array(jsonb_build_object('fileId', ${file.id}::int)))) as used`,
  )
  if (use?.used) throw conflict(IN_USE)
  await deps.db.execute(sql`delete from files where id = ${file.id}`)
  await deps.storage.delete(storageKey(folder, filename))
}
