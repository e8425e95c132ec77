import type { TokenStore, Tokens } from '#sdk'

// The session lives in localStorage under this panel's prefix (spec sections 3 and 9).
export const STORAGE_PREFIX = 'rasteh:'

export const storageKeys = {
  accessToken: `${STORAGE_PREFIX}access_token`,
  refreshToken: `${STORAGE_PREFIX}refresh_token`,
  selectedStoreId: `${STORAGE_PREFIX}selected_store_id`,
  selectedAddressId: `${STORAGE_PREFIX}selected_address_id`,
} as const

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const memory = new Map<string, string>()
const fallback: KeyValueStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
}

// localStorage can be missing (Node, tests) or throw (some private modes): fall back to memory.
function browserStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage
    if (!storage) return fallback
    storage.getItem(STORAGE_PREFIX)
    return storage
  } catch {
    return fallback
  }
}

const listeners = new Set<() => void>()

/** Listen for session changes in this tab and in others; returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(STORAGE_PREFIX)) listener()
  }
  globalThis.addEventListener?.('storage', onStorage)
  return () => {
    listeners.delete(listener)
    globalThis.removeEventListener?.('storage', onStorage)
  }
}

function notify() {
  for (const listener of listeners) listener()
}

export function createTokenStore(storage: KeyValueStorage = browserStorage()): TokenStore {
  return {
    getAccessToken: () => storage.getItem(storageKeys.accessToken),
    getRefreshToken: () => storage.getItem(storageKeys.refreshToken),
    setTokens(tokens: Tokens) {
      storage.setItem(storageKeys.accessToken, tokens.access_token)
      storage.setItem(storageKeys.refreshToken, tokens.refresh_token)
      notify()
    },
    clear() {
      storage.removeItem(storageKeys.accessToken)
      storage.removeItem(storageKeys.refreshToken)
      notify()
    },
  }
}

export const tokenStore = createTokenStore()

/** A stored access token means logged in (spec section 4). */
export function hasSession(): boolean {
  return Boolean(tokenStore.getAccessToken())
}

function idSlot(key: string) {
  return {
    get(): number | null {
      const value = Number(browserStorage().getItem(key))
      return Number.isInteger(value) && value > 0 ? value : null
    },
    set(id: number) {
      browserStorage().setItem(key, String(id))
      notify()
    },
    clear() {
      browserStorage().removeItem(key)
      notify()
    },
  }
}

export const selectedStore = idSlot(storageKeys.selectedStoreId)
export const selectedAddress = idSlot(storageKeys.selectedAddressId)
