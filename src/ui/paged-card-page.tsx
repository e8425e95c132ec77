import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { mutedText } from 'styled-system/patterns'
import { pageCount } from '#lib/page-search'
import { CardGridSkeleton, cardGridClass } from './card-grid'
import { ErrorState } from './error-state'
import { Pagination } from './pagination'

interface PagedCardPageProps<T extends { id: number }> {
  title: string
  intro: string
  list: UseQueryResult<{ items: T[]; total: number }>
  pageSize: number
  page?: number
  onPageChange: (page: number) => void
  renderCard: (item: T) => ReactNode
  /** shown when the first page is empty */
  empty: ReactNode
}

/** A public list page of cards (blog, bundles, stores): heading, grid, pages, and its states. */
export function PagedCardPage<T extends { id: number }>(props: PagedCardPageProps<T>) {
  const { list, page, pageSize } = props
  return (
    <div>
      <header className={css({ mb: '5' })}>
        <h1 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'black' })}>{props.title}</h1>
        <p className={mutedText({ mt: '1' })}>{props.intro}</p>
      </header>
      {list.data ? (
        list.data.items.length ? (
          <div className={css({ opacity: list.isPlaceholderData ? 0.6 : 1 })}>
            <ul className={cardGridClass}>
              {list.data.items.map((item) => (
                <li key={item.id}>{props.renderCard(item)}</li>
              ))}
            </ul>
            <Pagination
              page={page ?? 1}
              totalPages={pageCount(list.data.total, pageSize)}
              onPageChange={props.onPageChange}
            />
          </div>
        ) : (
          props.empty
        )
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <CardGridSkeleton />
      )}
    </div>
  )
}
