// multipart/form-data bodies (the upload operations). The body is read whole, up to the server's
// 1 MB unless the route allows more (the uploads' handlers set bodyLimit: uploadLimit(n), read
// only after the caller's token was checked), and parsed by the platform's own
// FormData reader (undici, in Node): no extra dependency, and no file ever touches the disk
// before it has been checked. Each part keeps its bytes; what they are is decided from the bytes
// later (modules/files/images.ts), never from the part's name or declared type.
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../lib/http-error'

/** The body limit for n files of at most `each` bytes, plus room for the framing and the fields. */
export const uploadLimit = (n: number, each: number) => n * each + 256 * 1024

export const BAD_MULTIPART = 'بدنه درخواست چندبخشی معتبر نیست'

/**
 * One file part. Its bytes are a non-enumerable property: the hooks that walk every body value
 * (lib/control-characters.ts) see the file's name, not five million bytes of binary.
 */
export class UploadPart {
  declare readonly data: Buffer
  constructor(
    /** The name the client gave the file (only for messages: the server makes its own) */
    readonly name: string,
    data: Buffer,
  ) {
    Object.defineProperty(this, 'data', { value: data, enumerable: false })
  }
}

/** The parsed body: text fields by name; file parts by field name, in the order sent. */
export interface MultipartBody {
  fields: Record<string, string>
  files: Record<string, UploadPart[]>
}

export function registerMultipart(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (req, body, done) => {
    parseMultipart(body as Buffer, String(req.headers['content-type'])).then(
      (parsed) => done(null, parsed),
      () => done(new HttpError(422, BAD_MULTIPART)),
    )
  })
}

export async function parseMultipart(body: Buffer, contentType: string): Promise<MultipartBody> {
  // A copy as a plain Uint8Array: the body type both the DOM's and Node's typings accept.
  const form = await new Response(new Uint8Array(body), {
    headers: { 'content-type': contentType },
  }).formData()
  // Prototype-less maps: a part named __proto__ is just a name.
  const parsed: MultipartBody = { fields: Object.create(null), files: Object.create(null) }
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') {
      parsed.fields[key] = value
      continue
    }
    const parts = parsed.files[key] ?? []
    parts.push(new UploadPart(value.name, Buffer.from(await value.arrayBuffer())))
    parsed.files[key] = parts
  }
  return parsed
}
