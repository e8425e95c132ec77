import { css } from 'styled-system/css'
import type { ProductListSearch } from '#lib/product-list/list-search'
import { PAGE_TITLES, useDocumentTitle } from '#lib/use-document-title'
import { EmptyState } from '#ui/empty-state'
import { SearchIcon } from '#ui/shop-icons'
import { ListHeader } from '#views/product-list/list-header'
import { ProductListView } from '#views/product-list/product-list-view'
import { SearchBox } from './search-box'
import type { SearchPageSearch } from './search-params'

interface SearchPageProps {
  search: SearchPageSearch
  onSearchChange: (next: ProductListSearch) => void
}

/** /search?q=…: products matching the words, most relevant first, with the list's filters. */
export function SearchPage({ search, onSearchChange }: SearchPageProps) {
  const q = search.q
  useDocumentTitle(q ? `جستجوی «${q}»` : PAGE_TITLES['/search'])
  if (!q) {
    return (
      <div>
        <ListHeader title={PAGE_TITLES['/search']} />
        {/* On a phone the header's box is folded away: the page brings its own, focused (the
            app's «جستجو» shortcut opens this page). A hidden input takes no focus on a wide screen. */}
        <SearchBox autoFocus className={css({ display: { base: 'block', md: 'none' }, mb: '4' })} />
        <EmptyState
          icon={<SearchIcon />}
          title="دنبال چه کالایی هستید؟"
          description="نام کالا، برند یا دسته‌بندی را در کادر جستجو بنویسید و Enter را بزنید."
        />
      </div>
    )
  }
  return (
    <div>
      <ListHeader
        title={`نتایج جستجو برای «${q}»`}
        description={<span className={css({ color: 'fg.muted' })}>کالاهای همه فروشگاه‌ها، مرتبط‌ترین در ابتدا</span>}
      />
      <ProductListView
        scope={{ search: q }}
        search={search}
        onSearchChange={onSearchChange}
        emptyTitle="نتیجه‌ای یافت نشد"
        emptyDescription="املای عبارت را بررسی کنید یا عبارت کوتاه‌تر و کلی‌تری را جستجو کنید."
      />
    </div>
  )
}
