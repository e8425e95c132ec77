// DATABASE_POOL_SIZE: the connections each server process may hold on PostgreSQL, so that several
// processes (npm start -- --processes N) can be kept under the database's max_connections.
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'

const env = (extra: Record<string, string>) => ({ DATA_DIR: 'tmp/config-test', JWT_SECRET: 'x', ...extra })

describe('DATABASE_POOL_SIZE', () => {
  it('is 20 connections unless set', () => {
    expect(loadConfig(env({})).databasePoolSize).toBe(20)
  })

  it('takes a whole number of connections', () => {
    expect(loadConfig(env({ DATABASE_POOL_SIZE: '15' })).databasePoolSize).toBe(15)
  })

  it('falls back to 20 for a value that is not a whole number of at least one', () => {
    for (const bad of ['0', '-3', '2.5', 'ده']) {
      expect(loadConfig(env({ DATABASE_POOL_SIZE: bad })).databasePoolSize).toBe(20)
    }
  })
})
