import { useQuery } from '@tanstack/react-query'
import { useDocumentTitle } from '../../lib/use-document-title'
import { categoryPath, categoryTreeQueryOptions } from './category-queries'
import { categoryCrumbs, ListHeader, SubcategoryLinks } from './list-header'
import type { ProductListSearch } from './list-search'
import { ProductListView } from './product-list-view'

interface ProductsPageProps {
  search: ProductListSearch
  onSearchChange: (next: ProductListSearch) => void
}

/** /products (?category=id&search=…): every product, or a category's, or a search in it. */
export function ProductsPage({ search, onSearchChange }: ProductsPageProps) {
  const tree = useQuery(categoryTreeQueryOptions)
  const roots = tree.data?.items ?? []
  const path = search.category ? categoryPath(roots, search.category) : []
  const category = path.at(-1)
  const words = search.search
  const title = words
    ? `جستجوی «${words}»${category ? ` در ${category.name_fa}` : ''}`
    : (category?.name_fa ?? 'همه محصولات')
  useDocumentTitle(title)
  return (
    <div>
      <ListHeader title={title} crumbs={category ? categoryCrumbs(path, { linkLast: Boolean(words) }) : undefined} />
      {words ? null : <SubcategoryLinks categories={category ? category.children : roots} />}
      <ProductListView
        scope={{ categoryId: search.category, search: words }}
        search={search}
        onSearchChange={onSearchChange}
        emptyTitle={words ? 'نتیجهای یافت نشد' : undefined}
      />
    </div>
  )
}
