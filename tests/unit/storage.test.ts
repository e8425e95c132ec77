import { describe, expect, it } from 'vitest'
import { createTokenStore, STORAGE_PREFIX, storageKeys, subscribeSession } from '#lib/storage'

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

describe('token store', () => {
  it('keeps both tokens under the panel prefix and clears them together', () => {
    const storage = memoryStorage()
    const tokens = createTokenStore(storage)
    expect(tokens.getAccessToken()).toBeNull()

    tokens.setTokens({ access_token: 'a1', refresh_token: 'r1' })
    expect(tokens.getAccessToken()).toBe('a1')
    expect(tokens.getRefreshToken()).toBe('r1')
    expect([...storage.data.keys()].every((key) => key.startsWith(STORAGE_PREFIX))).toBe(true)
    expect(storage.data.get(storageKeys.accessToken)).toBe('a1')

    tokens.clear()
    expect(tokens.getAccessToken()).toBeNull()
    expect(tokens.getRefreshToken()).toBeNull()
  })

  it('tells subscribers when the session changes', () => {
    const tokens = createTokenStore(memoryStorage())
    let changes = 0
    const unsubscribe = subscribeSession(() => {
      changes += 1
    })
    tokens.setTokens({ access_token: 'a', refresh_token: 'r' })
    tokens.clear()
    unsubscribe()
    tokens.clear()
    expect(changes).toBe(2)
  })

  it('names the four session keys of the spec', () => {
    expect(Object.values(storageKeys)).toEqual([
      'rasteh:access_token',
      'rasteh:refresh_token',
      'rasteh:selected_store_id',
      'rasteh:selected_address_id',
    ])
  })
})
