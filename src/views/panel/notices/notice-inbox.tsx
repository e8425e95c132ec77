import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { css } from 'styled-system/css'
import {
  NOTICE_PAGE_SIZE,
  noticeCountsQueryOptions,
  noticeListQueryOptions,
  useMarkAllNoticesRead,
} from '#api/notifications'
import { errorDetail } from '#lib/errors'
import { Button } from '#ui/button'
import { CardList } from '#ui/panel/card-list'
import { skipOf, type TableSearch } from '#ui/panel/data-table/table-search'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { StaleNote } from '#ui/stale-note'
import { NoticeCard } from './notice-card'

/**
 * The inbox, shared by the storefront's /notifications and the panels': the user's notices
 * newest first, twenty a page (the page in the URL), «همه را خوانده‌شده کن», and offline the
 * copy kept in the persisted cache with its age.
 */
export function NoticeInbox() {
  const { search } = useTableSearch<TableSearch>()
  const query = useQuery(noticeListQueryOptions(skipOf(search.page, NOTICE_PAGE_SIZE)))
  const markAll = useMarkAllNoticesRead()
  const unread = query.data?.counts.unread ?? 0
  // The bell's counts (read every minute and on focus) differ from the page's: a notice came or
  // was read elsewhere, and the page is read again to show it.
  const bell = useQuery({ ...noticeCountsQueryOptions, enabled: false }).data
  const refetch = query.refetch
  const differs = Boolean(bell && query.data && bell.unread !== query.data.counts.unread)
  useEffect(() => {
    if (differs) void refetch({ cancelRefetch: false })
  }, [differs, refetch])
  return (
    <>
      <StaleNote updatedAt={query.dataUpdatedAt} />
      <CardList
        label="اعلان‌ها"
        rows={query.data?.items}
        rowKey={(notice) => notice.id}
        renderRow={(notice) => <NoticeCard notice={notice} />}
        total={query.data?.total ?? 0}
        pageSize={NOTICE_PAGE_SIZE}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={{ title: 'اعلانی ندارید', description: 'خبر سفارش‌ها و پاسخ‌ها اینجا می‌آید.' }}
        header={
          <span className={css({ display: 'flex', alignItems: 'center', gap: '2', ms: 'auto', flexWrap: 'wrap' })}>
            {markAll.isError ? (
              <span role="alert" className={css({ fontSize: 'sm', color: 'danger.default' })}>
                {errorDetail(markAll.error) ?? 'انجام نشد'}
              </span>
            ) : null}
            <Button
              variant="outline"
              size="sm"
              disabled={unread === 0 || markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              همه را خوانده‌شده کن
            </Button>
          </span>
        }
      />
    </>
  )
}
