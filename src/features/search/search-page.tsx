import { css } from 'styled-system/css'
import type { ProductListSearch } from '../../lib/product-list/list-search'
import { useDocumentTitle } from '../../lib/use-document-title'
import { EmptyState } from '../../ui/empty-state'
import { ListHeader } from '../../ui/product-list/list-header'
import { ProductListView } from '../../ui/product-list/product-list-view'
import { SearchIcon } from '../../ui/shop-icons'
import type { SearchPageSearch } from './search-params'

interface SearchPageProps {
  search: SearchPageSearch
  onSearchChange: (next: ProductListSearch) => void
}

/** /search?q=…: products matching the words, most relevant first, with the list's filters. */
export function SearchPage({ search, onSearchChange }: SearchPageProps) {
  const q = search.q
  useDocumentTitle(q ? `جستجوی «${q}»` : 'جستجو')
  if (!q) {
    return (
      <div>
        <ListHeader title="جستجو" />
        <EmptyState
          icon={<SearchIcon />}
          title="دنبال چه کالایی هستید؟"
          description="نام کالا، برند یا دسته‌بندی را در کادر جستجوی بالای صفحه بنویسید و Enter را بزنید."
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
