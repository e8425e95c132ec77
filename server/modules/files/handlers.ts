// files.yaml: uploads (any signed-in user: sellers' product photos and logos, admins' covers) and
// their removal (the uploader or an admin). The multipart body is parsed by plugins/multipart.ts;
// what each part is comes from its bytes (images.ts).
import { defineHandlers, signedIn } from '../../contract/handlers'
import { invalidField } from '../../lib/http-error'
import { type MultipartBody, uploadLimit } from '../../plugins/multipart'
import { ownedFile } from '../access'
import { removeFile, storeImages } from './files'
import { MAX_BYTES } from './images'

export const FOLDERS = ['uploads', 'products', 'stores', 'bundles', 'blog', 'categories', 'reviews', 'returns'] as const
type Folder = (typeof FOLDERS)[number]

const MAX_FILES = 10
const FILE_REQUIRED = 'یک تصویر برای بارگذاری انتخاب کنید'
const TOO_MANY_FILES = `حداکثر ${new Intl.NumberFormat('fa-IR').format(MAX_FILES)} تصویر در هر بار مجاز است`
const BAD_FOLDER = 'پوشه انتخاب‌شده مجاز نیست'
const NOT_MULTIPART = 'فایل باید به صورت multipart/form-data فرستاده شود'

/** The body as the multipart parser left it (JSON or no body at all is a 422). */
function multipart(body: unknown): MultipartBody {
  const parsed = body as Partial<MultipartBody> | undefined
  if (!parsed?.files || !parsed.fields) throw invalidField('body', NOT_MULTIPART)
  return parsed as MultipartBody
}

function folderOf(body: MultipartBody): Folder {
  const folder = body.fields.folder ?? 'uploads'
  if (!(FOLDERS as readonly string[]).includes(folder)) throw invalidField('body.folder', BAD_FOLDER)
  return folder as Folder
}

export const fileHandlers = defineHandlers({
  uploadFile: {
    // A file over 5 MB still arrives whole, to be refused with the per-file message (413).
    bodyLimit: uploadLimit(2, MAX_BYTES),
    async handler(ctx) {
      const body = multipart(ctx.body)
      const folder = folderOf(body)
      const [file, ...extra] = body.files.file ?? []
      if (!file) throw invalidField('body.file', FILE_REQUIRED)
      if (extra.length)
        throw invalidField('body.file', 'فقط یک تصویر بفرستید؛ برای چند تصویر بارگذاری چندتایی را به کار ببرید')
      const [stored] = await storeImages(ctx.app.deps, signedIn(ctx).id, folder, [file.data])
      ctx.reply.code(201)
      return { ...stored, folder }
    },
  },

  uploadFiles: {
    bodyLimit: uploadLimit(MAX_FILES, MAX_BYTES),
    async handler(ctx) {
      const body = multipart(ctx.body)
      const folder = folderOf(body)
      const parts = body.files.files ?? []
      if (parts.length === 0) throw invalidField('body.files', FILE_REQUIRED)
      if (parts.length > MAX_FILES) throw invalidField('body.files', TOO_MANY_FILES)
      const stored = await storeImages(
        ctx.app.deps,
        signedIn(ctx).id,
        folder,
        parts.map((p) => p.data),
      )
      ctx.reply.code(201)
      return { items: stored.map((f) => ({ ...f, folder })) }
    },
  },

  deleteFile: {
    async handler(ctx) {
      const { folder, filename } = ctx.params
      const file = await ownedFile(ctx.app.deps.db, signedIn(ctx), folder, filename)
      await removeFile(ctx.app.deps, file, folder, filename)
      ctx.reply.code(204)
      return undefined as never
    },
  },
})
