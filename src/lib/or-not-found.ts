import { notFound } from '@tanstack/react-router'
import { ApiError } from '#sdk'

/**
 * The server says the thing named in the address is not there (404), or the address's id is not
 * one it accepts (422): the not-found page, never a retry (it would answer the same).
 */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 422)
}

/** A loader's read whose 404 means «no such page»: the route shows the not-found page instead. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read
  } catch (error) {
    if (isMissing(error)) throw notFound()
    throw error
  }
}

/** A positive integer from a path segment, or null. */
export function parseIdParam(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null
  const id = Number(value)
  return Number.isSafeInteger(id) && id >= 1 ? id : null
}

/** A positive integer from a path segment, or the not-found page. */
export function idParam(value: string): number {
  const id = parseIdParam(value)
  if (id === null) throw notFound()
  return id
}

/**
 * The panels' layouts check their addresses' ids here (every id segment is `storeId` or `id`): one
 * that is not a number is the area's not-found page at once, before a page asks the server with it.
 * `digits` maps the segment first (the admin's filter page also takes Persian digits).
 */
export function hasBadIdParam(
  params: { storeId?: string; id?: string },
  digits: (value: string) => string = (value) => value,
): boolean {
  return [params.storeId, params.id].some((value) => value !== undefined && parseIdParam(digits(value)) === null)
}
