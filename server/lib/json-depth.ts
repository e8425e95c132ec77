// A JSON body's nesting depth, counted on the raw text before it is parsed. V8's JSON.parse copes
// with any depth, but everything after it that walks the value recursively (the control-character
// check, the validator, the handlers) would overflow the stack on a body nested thousands deep and
// answer 500. No request of the contract nests more than a few levels, so a deep one is refused
// with a 400 before anything walks it (docs/decisions/010).
import type { FastifyInstance } from 'fastify'
import { badRequest } from './http-error'

/** Far above any body of the contract (a bundle's items, a product's specs: four or five levels). */
export const MAX_JSON_DEPTH = 32
export const TOO_DEEP = 'بدنه درخواست بیش از حد تودرتو است'

/** True when the text opens more than `max` arrays or objects inside each other (strings skipped). */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      // A backslash escapes the next character (a quote among them).
      if (c === 0x5c) i++
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}

/** Fastify's own JSON parser (same body limit, same prototype-poisoning rules) behind the depth check. */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    // parseAs 'string': the body is always text here.
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (jsonTooDeep(text)) return done(badRequest(TOO_DEEP), undefined)
    return parse(req, text, done)
  })
}
