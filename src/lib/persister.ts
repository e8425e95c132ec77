import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client'
import { del, get, set } from 'idb-keyval'

const DAY = 24 * 60 * 60 * 1000

// The query cache survives reloads and offline starts in IndexedDB (idb-keyval), written at most
// once a second; a new build (buster) or a day's age discards it.
export const persister = createAsyncStoragePersister({
  storage: {
    getItem: (key: string) => get<string>(key),
    setItem: (key: string, value: string) => set(key, value),
    removeItem: (key: string) => del(key),
  },
  key: 'rasteh:query-cache',
  throttleTime: 1000,
})

export const persistOptions: PersistQueryClientProviderProps['persistOptions'] = {
  persister,
  maxAge: DAY,
  buster: __BUILD_ID__,
}
