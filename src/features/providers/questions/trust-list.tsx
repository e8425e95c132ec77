import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { SELLER_TRUST_PAGE_SIZE } from '#api/seller-trust'
import { CardList } from '#ui/panel/card-list'
import { PanelHeader } from '#ui/panel/panel-layout'
import * as Tabs from '#ui/panel/tabs'
import { StaleNote } from '#ui/stale-note'

interface TrustListProps<Row extends { id: number }> {
  title: string
  /** Which rows: the two tabs (the inbox and everything), their name for screen readers */
  tabs: { value: string; label: ReactNode }[]
  tabsLabel: string
  tab: string
  onTabChange: (value: string) => void
  /** The list's name for screen readers */
  label: string
  query: UseQueryResult<{ items: Row[]; total: number }>
  renderRow: (row: Row) => ReactNode
  empty: { title: string; description?: string }
}

/**
 * The seller's questions and reviews pages: a title, two tabs (what waits for an answer, and
 * everything), the stale note offline, and one card per question or review, paged in the URL.
 */
export function TrustList<Row extends { id: number }>(props: TrustListProps<Row>) {
  const { query } = props
  return (
    <>
      <PanelHeader title={props.title} />
      <Tabs.Root
        value={props.tab}
        onValueChange={({ value }) => props.onTabChange(value)}
        activationMode="manual"
        className={css({ mb: '3' })}
      >
        <Tabs.List aria-label={props.tabsLabel}>
          {props.tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <StaleNote updatedAt={query.dataUpdatedAt} />
      <CardList
        label={props.label}
        rows={query.data?.items}
        rowKey={(row) => row.id}
        renderRow={props.renderRow}
        total={query.data?.total ?? 0}
        pageSize={SELLER_TRUST_PAGE_SIZE}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={props.empty}
      />
    </>
  )
}
