// Every resource's query keys have one shape: `all` is [root], and every other key starts with the
// root, so invalidating `all` (or `lists()`) reaches each read under it (TanStack Query matches
// keys by prefix). The keys are the same arrays the hand-written objects made: persisted caches
// and queued changes keep finding theirs.

// biome-ignore lint/suspicious/noExplicitAny: any arguments; each key keeps its own parameters
type Tails = Record<string, (...args: any[]) => readonly unknown[]>

export type QueryKeys<T extends Tails> = { all: readonly [string] } & {
  [K in keyof T]: (...args: Parameters<T[K]>) => readonly unknown[]
}

/** A resource's keys: `all`, and each of `tails` with the root put in front. */
export function queryKeys<T extends Tails>(root: string, tails: T): QueryKeys<T> {
  const keys: Record<string, unknown> = { all: [root] as const }
  for (const [name, tail] of Object.entries(tails)) keys[name] = (...args: unknown[]) => [root, ...tail(...args)]
  return keys as QueryKeys<T>
}

/** The usual four: every list, one list by its parameters, every record, one record by its id. */
export const listsAndDetails = <Params, Id = number>() => ({
  lists: () => ['list'] as const,
  list: (params: Params) => ['list', params] as const,
  details: () => ['detail'] as const,
  detail: (id: Id) => ['detail', id] as const,
})
