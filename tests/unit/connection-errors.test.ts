// Which errors mean "the database connection was lost or refused" (503 + Retry-After) and which
// are ordinary failures (500).
import { describe, expect, it } from 'vitest'
import { isConnectionError } from '../../server/db/connection-errors'

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause })

describe('isConnectionError', () => {
  it('knows a terminated, refused or timed-out connection, also wrapped by Drizzle', () => {
    expect(isConnectionError(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true)
    expect(isConnectionError(wrapped(Object.assign(new Error('x'), { code: '57P03' })))).toBe(true)
    expect(isConnectionError(wrapped(Object.assign(new Error('x'), { code: '08006' })))).toBe(true)
    expect(isConnectionError(wrapped(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })))).toBe(true)
    expect(isConnectionError(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true)
    expect(isConnectionError(new Error('Client has encountered a connection error and is not queryable'))).toBe(true)
    expect(isConnectionError(new Error('timeout exceeded when trying to connect'))).toBe(true)
  })

  it('leaves query errors alone', () => {
    expect(isConnectionError(wrapped(Object.assign(new Error('dup'), { code: '23505' })))).toBe(false)
    expect(isConnectionError(wrapped(Object.assign(new Error('syntax'), { code: '42601' })))).toBe(false)
    expect(isConnectionError(new Error('boom'))).toBe(false)
    expect(isConnectionError(undefined)).toBe(false)
  })
})
