import * as v from 'valibot'

/**
 * Where to go after signing in: only a same-site path ('/…', not '//…' or '/\…', which browsers
 * treat as another host), else '/'.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string') return '/'
  const path = value.trim()
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/'
  if (/\p{Cc}/u.test(path)) return '/'
  return path
}

/** The path and query of a location, which is what returnTo carries. */
export function pathWithQuery(location: { pathname: string; searchStr?: string; search?: unknown }): string {
  const query = typeof location.searchStr === 'string' ? location.searchStr : ''
  return `${location.pathname}${query}`
}

const optionalText = v.fallback(v.optional(v.string()), undefined)

/**
 * The login screen's search params: `returnTo` (what the header and the session flow send) and
 * `from` (the spec's name for the guard's origin); both are accepted.
 */
export const loginSearchSchema = v.object({
  returnTo: optionalText,
  from: optionalText,
})

export type LoginSearch = v.InferOutput<typeof loginSearchSchema>

export function returnToFromSearch(search: LoginSearch): string {
  return safeReturnTo(search.returnTo ?? search.from)
}

/** The returnTo a sign-in screen was given, if any (without one, each role has its landing page). */
export function givenReturnTo(search: LoginSearch): string | undefined {
  return search.returnTo ?? search.from
}
