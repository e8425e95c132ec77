// Errors that mean "the database could not be reached or dropped the connection" (a failover, a
// restart, an idle timeout, a full server), as opposed to a bad query. The request caught in one
// is answered 503 with Retry-After: nothing in it was committed unless the answer says so, and a
// retry (keyed, for checkout) is safe. The pool replaces the broken connection on its own.

/** SQLSTATEs of a lost or refused connection: class 08, admin/crash shutdown, starting up, too many. */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300'])
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'])
/** node-postgres says these in words, without a code. */
const MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection ended unexpectedly',
]

export function isConnectionError(error: unknown): boolean {
  let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined
  // Drizzle wraps the driver's error in its own (DrizzleQueryError) with the original as `cause`.
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = typeof e.code === 'string' ? e.code : ''
    if (code.startsWith('08') || SQLSTATES.has(code) || NODE_CODES.has(code)) return true
    const message = typeof e.message === 'string' ? e.message : ''
    if (MESSAGES.some((m) => message.includes(m))) return true
    e = e.cause as typeof e
  }
  return false
}
