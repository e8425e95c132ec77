// Notifications (issue 31): the bell's counts, the inbox, the per-event preferences and this
// device's Web Push subscription. None of it is queued offline: a mark or a switch needs the
// server's answer (networkMode 'always' fails at once), and the inbox itself is read from the
// persisted cache when there is no connection.
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api'
import { type Schemas, unwrap } from '#sdk'
import { queryKeys } from './query-keys'

export type Notice = Schemas['Notification']
export type NoticeEvent = Schemas['NotificationEvent']
export type NoticeChannel = Schemas['NotificationChannel']
export type NoticeCounts = Schemas['NotificationCounts']
export type NoticePage = Schemas['NotificationPage']
export type NoticePreference = Schemas['NotificationPreference']
export type NoticePreferences = Schemas['NotificationPreferences']

export const NOTICE_PAGE_SIZE = 20
/** The bell reads its counts again this often while the page is visible (a push or focus sooner). */
export const COUNTS_REFRESH_MS = 60_000

export const noticeKeys = queryKeys('notifications', {
  counts: () => ['counts'] as const,
  lists: () => ['list'] as const,
  list: (skip: number) => ['list', skip] as const,
  preferences: () => ['preferences'] as const,
  pushKey: () => ['push-key'] as const,
})

export const noticeCountsQueryOptions = queryOptions({
  queryKey: noticeKeys.counts(),
  queryFn: ({ signal }) => unwrap(api.GET('/notifications/counts', { signal })),
  staleTime: COUNTS_REFRESH_MS / 2,
  refetchInterval: COUNTS_REFRESH_MS,
  refetchIntervalInBackground: false,
  meta: { silentError: true },
})

export const noticeListQueryOptions = (skip: number) =>
  queryOptions({
    queryKey: noticeKeys.list(skip),
    // The page comes with the counts: the bell shows the same.
    queryFn: async ({ signal, client }) => {
      const page = await unwrap(
        api.GET('/notifications', { params: { query: { skip, limit: NOTICE_PAGE_SIZE } }, signal }),
      )
      takeCounts(client, page.counts)
      return page
    },
    staleTime: 10_000,
    meta: { silentError: true },
  })

export const noticePreferencesQueryOptions = queryOptions({
  queryKey: noticeKeys.preferences(),
  queryFn: ({ signal }) => unwrap(api.GET('/notifications/preferences', { signal })),
  meta: { silentError: true },
})

export const pushKeyQueryOptions = queryOptions({
  queryKey: noticeKeys.pushKey(),
  queryFn: ({ signal }) => unwrap(api.GET('/notifications/push-key', { signal })),
  staleTime: Number.POSITIVE_INFINITY,
  meta: { silentError: true },
})

/**
 * Counts from another answer (the profile's, a mark's) become the bell's when they are newer
 * than what it shows; the counts' own read does not run again for them.
 */
export function takeCounts(queryClient: QueryClient, counts: NoticeCounts, updatedAt = Date.now()): void {
  const shown = queryClient.getQueryState(noticeKeys.counts())?.dataUpdatedAt ?? 0
  if (updatedAt > shown) queryClient.setQueryData(noticeKeys.counts(), counts, { updatedAt })
}

/** Every page of the inbox shows this notice (or all) read now, with the counts after it. */
function markReadInLists(queryClient: QueryClient, id: number | 'all', counts: NoticeCounts): void {
  const now = new Date().toISOString()
  queryClient.setQueriesData<NoticePage>({ queryKey: noticeKeys.lists() }, (page) =>
    page
      ? {
          ...page,
          counts,
          items: page.items.map((n) => ((id === 'all' || n.id === id) && !n.read_at ? { ...n, read_at: now } : n)),
        }
      : page,
  )
}

const meta = { silentError: true }

/** Marks one notice read (opening it does): the bell's counts come back with the answer. */
export function useMarkNoticeRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...noticeKeys.all, 'read'],
    mutationFn: (id: number) => unwrap(api.POST('/notifications/{id}/read', { params: { path: { id } } })),
    networkMode: 'always',
    meta,
    onSuccess: (counts, id) => {
      takeCounts(queryClient, counts)
      markReadInLists(queryClient, id, counts)
    },
  })
}

/** «همه را خوانده‌شده کن». */
export function useMarkAllNoticesRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...noticeKeys.all, 'read-all'],
    mutationFn: () => unwrap(api.POST('/notifications/read-all')),
    networkMode: 'always',
    meta,
    onSuccess: (counts) => {
      takeCounts(queryClient, counts)
      markReadInLists(queryClient, 'all', counts)
    },
  })
}

export type PreferenceChange = Pick<NoticePreference, 'event' | 'channel' | 'enabled'>

/** One switch of the preferences: shown at once, put back if the server refuses it. */
export function useUpdateNoticePreference() {
  const queryClient = useQueryClient()
  const key = noticeKeys.preferences()
  return useMutation({
    mutationKey: [...noticeKeys.all, 'preferences'],
    mutationFn: (change: PreferenceChange) =>
      unwrap(api.PUT('/notifications/preferences', { body: { items: [change] } })),
    networkMode: 'always',
    meta,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<NoticePreferences>(key)
      if (before)
        queryClient.setQueryData<NoticePreferences>(key, {
          items: before.items.map((p) =>
            p.event === change.event && p.channel === change.channel ? { ...p, enabled: change.enabled } : p,
          ),
        })
      return { before }
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before)
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  })
}

export type PushSubscriptionJson = Schemas['PushSubscriptionInput']

/** Saves this device's subscription (PushSubscription.toJSON()) for the signed-in user. */
export function savePushSubscription(body: PushSubscriptionJson) {
  return unwrap(api.POST('/notifications/push-subscriptions', { body }))
}

/** Forgets this device's subscription on the server (harmless when it was never saved). */
export async function forgetPushSubscription(endpoint: string): Promise<void> {
  await unwrap(api.DELETE('/notifications/push-subscriptions', { params: { query: { endpoint } } }))
}
