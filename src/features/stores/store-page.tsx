import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { isEmptyHomepage, storeHomepageQueryOptions } from '#api/homepage'
import type { StorePublic } from '#api/stores'
import type { ProductListSearch } from '#lib/product-list/list-search'
import { useDocumentTitle } from '#lib/use-document-title'
import { HomepageSections } from '#views/homepage/homepage-sections'
import { ProductListView } from '#views/product-list/product-list-view'
import { StoreHeader } from './store-header'
import { StoreScore } from './store-score'

interface StorePageProps {
  store: StorePublic
  search: ProductListSearch
  onSearchChange: (next: ProductListSearch) => void
}

/** A store's page (/stores/{id} and /store/{slug}): its header, «عملکرد فروشنده», its homepage, then all its products. */
export function StorePage({ store, search, onSearchChange }: StorePageProps) {
  useDocumentTitle(store.name)
  const homepage = useQuery(storeHomepageQueryOptions(store.id))
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: { base: '8', md: '10' } })}>
      <StoreHeader store={store} />
      <StoreScore storeId={store.id} />
      {homepage.data && !isEmptyHomepage(homepage.data) ? (
        <HomepageSections homepage={homepage.data} storeId={store.id} />
      ) : null}
      <section aria-labelledby="store-products" className={stack({ gap: '4' })}>
        <h2 id="store-products" className={css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'black' })}>
          همه کالاهای {store.name}
        </h2>
        <ProductListView
          scope={{ storeId: store.id }}
          search={search}
          onSearchChange={onSearchChange}
          emptyTitle="این فروشگاه هنوز کالایی برای فروش ندارد"
        />
      </section>
    </div>
  )
}
