// C0 control characters (NUL above all, which PostgreSQL text cannot hold) have no place in what
// a person types. Tab and line breaks (LF, and the CR of a CRLF) are ordinary text; the rest is
// refused at the edge (one preValidation hook over every route, after the access check and before
// validation and any handler) with a Persian 422 that names the field.
import type { FastifyRequest } from 'fastify'
import { HttpError } from './http-error'

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding these characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/

export const CONTROL_CHARACTER = 'نویسه‌های کنترلی (مانند NUL) مجاز نیست'

/** The path of the first string (or object key) holding a control character, e.g. body.items.0.note. */
export function controlCharacterAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterAt(item, `${path}.${i}`)
      if (found) return found
    }
    return null
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL.test(key)) return path
      const found = controlCharacterAt(item, `${path}.${key}`)
      if (found) return found
    }
  }
  return null
}

/** The preValidation hook: query, path parameters and body, in that order. */
export async function refuseControlCharacters(req: FastifyRequest): Promise<void> {
  const field =
    controlCharacterAt(req.query, 'query') ??
    controlCharacterAt(req.params, 'params') ??
    controlCharacterAt(req.body, 'body')
  if (field)
    throw new HttpError(422, `${CONTROL_CHARACTER}: ${field}`, { errors: [{ field, message: CONTROL_CHARACTER }] })
}
