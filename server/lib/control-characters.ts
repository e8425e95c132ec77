// C0 control characters (NUL above all, which PostgreSQL text cannot hold) have no place in what
// a person types. Tab and line breaks (LF, and the CR of a CRLF) are ordinary text; the rest is
// refused at the edge (one preValidation hook over every route, after the access check and before
// validation and any handler) with a Persian 422 that names the field.
import type { FastifyRequest } from 'fastify'
import { HttpError } from './http-error'

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding these characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/

export const CONTROL_CHARACTER = 'نویسه‌های کنترلی (مانند NUL) مجاز نیست'

/** Whether a string (or object key) anywhere in value holds a control character (no paths built). */
function holdsControl(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL.test(value)
  if (Array.isArray(value)) {
    for (const item of value) if (holdsControl(item)) return true
    return false
  }
  if (value && typeof value === 'object') {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue
      if (CONTROL.test(key) || holdsControl((value as Record<string, unknown>)[key])) return true
    }
  }
  return false
}

/** The path of the first string (or object key) holding a control character, e.g. body.items.0.note. */
export function controlCharacterAt(value: unknown, path: string): string | null {
  if (!holdsControl(value)) return null
  if (typeof value === 'string') return path
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

/**
 * The preValidation hook: query, path parameters and body, in that order. A callback hook, not an
 * async one: it runs on every request, and almost always finds nothing.
 */
export function refuseControlCharacters(req: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void {
  const field =
    controlCharacterAt(req.query, 'query') ??
    controlCharacterAt(req.params, 'params') ??
    controlCharacterAt(req.body, 'body')
  if (field) {
    done(new HttpError(422, `${CONTROL_CHARACTER}: ${field}`, { errors: [{ field, message: CONTROL_CHARACTER }] }))
    return
  }
  done()
}
