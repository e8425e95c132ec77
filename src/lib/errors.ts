import { ApiError } from '#sdk'
import { toastError } from './toast'

/** Query/mutation `meta` understood by the global error handler. */
export interface ErrorMeta {
  /** The caller shows (or deliberately hides) its own error. */
  silentError?: boolean
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401
}

/**
 * The request never got an answer (no connection, or it dropped on the way): the SDK's status 0.
 * Only this may queue a change for later; an answer from the server, even a 5xx, is an answer.
 */
export function isConnectionLost(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0
}

export function errorDetail(error: unknown): string | undefined {
  return error instanceof ApiError ? error.detail : undefined
}

/**
 * The error catalogue's generic rule: a failed request shows the 'خطا' toast with the server's
 * detail. A 401 is the session flow's business (refresh, or log out with its own toast).
 */
export function reportError(error: unknown, meta?: Record<string, unknown>): void {
  if (isUnauthorized(error) || meta?.silentError) return
  toastError(errorDetail(error))
}
