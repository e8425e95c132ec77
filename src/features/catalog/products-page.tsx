import { useQuery } from '@tanstack/react-query'
import { categoryPath, categoryTreeQueryOptions } from '#api/categories'
import type { ProductListSearch } from '#lib/product-list/list-search'
import { PAGE_TITLES, useDocumentTitle } from '#lib/use-document-title'
import { normalizeText } from '#sdk/rules/text'
import { categoryCrumbs, ListHeader, SubcategoryLinks } from '#views/product-list/list-header'
import { ProductListView } from '#views/product-list/product-list-view'

interface ProductsPageProps {
  search: ProductListSearch
  onSearchChange: (next: ProductListSearch) => void
}

/** A name compared the way the server compares search words (sdk/rules/text, its own rule). */
const folded = normalizeText

/**
 * /products (?category=id&search=…): every product, or a category's, or a search in it. A category
 * suggestion opens it with the category's own name as the phrase: the server then lists the whole
 * category, and the page is that category's page (its title and subcategories).
 */
export function ProductsPage({ search, onSearchChange }: ProductsPageProps) {
  const tree = useQuery(categoryTreeQueryOptions)
  const roots = tree.data?.items ?? []
  const path = search.category ? categoryPath(roots, search.category) : []
  const category = path.at(-1)
  const words =
    search.search && !path.some((c) => folded(c.name_fa) === folded(search.search ?? '')) ? search.search : undefined
  const title = words
    ? `جستجوی «${words}»${category ? ` در ${category.name_fa}` : ''}`
    : (category?.name_fa ?? PAGE_TITLES['/products'])
  useDocumentTitle(title)
  return (
    <div>
      <ListHeader title={title} crumbs={category ? categoryCrumbs(path, { linkLast: Boolean(words) }) : undefined} />
      {words ? null : <SubcategoryLinks categories={category ? category.children : roots} />}
      <ProductListView
        scope={{ categoryId: search.category, search: search.search }}
        search={search}
        onSearchChange={onSearchChange}
        emptyTitle={words ? 'نتیجه‌ای یافت نشد' : undefined}
      />
    </div>
  )
}
