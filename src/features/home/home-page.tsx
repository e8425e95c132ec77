import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { categoryTreeQueryOptions } from '#api/categories'
import { homepageQueryOptions } from '#api/homepage'
import { PAGE_TITLES, useDocumentTitle } from '#lib/use-document-title'
import { ErrorState } from '#ui/error-state'
import { HomepageSections } from '#views/homepage/homepage-sections'
import { CategoryStrip } from '#views/product-list/category-strip'
import { ProductGridSkeleton } from '#views/product-list/product-grid-skeleton'
import { Hero } from './hero'
import { Highlights } from './highlights'

/** The home page: a welcome, the categories, then the curated homepage sections. */
export function HomePage() {
  useDocumentTitle(PAGE_TITLES['/'])
  const homepage = useQuery(homepageQueryOptions)
  const tree = useQuery(categoryTreeQueryOptions)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: { base: '6', md: '10' } })}>
      <Hero />
      <CategoryStrip categories={tree.data?.items ?? []} />
      {homepage.data ? (
        <HomepageSections homepage={homepage.data} leadImages={false} />
      ) : homepage.isError ? (
        <ErrorState error={homepage.error} onRetry={() => void homepage.refetch()} />
      ) : (
        <ProductGridSkeleton count={4} />
      )}
      <Highlights />
    </div>
  )
}
