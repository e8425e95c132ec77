import { notFound } from '@tanstack/react-router'
import { ApiError } from '../../sdk'

/** A loader's read whose 404 means «no such page»: the route shows the not-found page instead. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) throw notFound()
    throw error
  }
}

/** A positive integer from a path segment, or the not-found page. */
export function idParam(value: string): number {
  const id = Number(value)
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1) throw notFound()
  return id
}
