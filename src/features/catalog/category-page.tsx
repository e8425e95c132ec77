import type { Category } from '#api/categories'
import type { BrandRef } from '#api/products'
import type { ProductListSearch } from '#lib/product-list/list-search'
import { entityTitle, useDocumentTitle } from '#lib/use-document-title'
import { categoryCrumbs, ListHeader, SubcategoryLinks } from '#views/product-list/list-header'
import { ProductListView } from '#views/product-list/product-list-view'

interface CategoryPageProps {
  category: Category
  /** The category-plus-brand page. */
  brand?: BrandRef
  search: ProductListSearch
  onSearchChange: (next: ProductListSearch) => void
}

/** /categories/{slug} and /categories/{slug}/{brand}: the category's products with its facets. */
export function CategoryPage({ category, brand, search, onSearchChange }: CategoryPageProps) {
  const path = [...(category.ancestors ?? []), category]
  const title = brand ? `${category.name_fa} ${brand.name_fa}` : category.name_fa
  useDocumentTitle(entityTitle.category(title))
  const crumbs = brand ? [...categoryCrumbs(path, { linkLast: true }), { label: brand.name_fa }] : categoryCrumbs(path)
  return (
    <div>
      <ListHeader title={title} crumbs={crumbs} />
      {brand ? null : <SubcategoryLinks categories={category.children} />}
      <ProductListView
        scope={{ categoryId: category.id, brand: brand?.slug }}
        fixedBrand={Boolean(brand)}
        search={search}
        onSearchChange={onSearchChange}
      />
    </div>
  )
}
