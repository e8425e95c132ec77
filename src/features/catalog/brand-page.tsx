import type { BrandRef } from '#api/products'
import type { ProductListSearch } from '#lib/product-list/list-search'
import { entityTitle, useDocumentTitle } from '#lib/use-document-title'
import { ListHeader } from '#views/product-list/list-header'
import { ProductListView } from '#views/product-list/product-list-view'

interface BrandPageProps {
  brand: BrandRef
  search: ProductListSearch
  onSearchChange: (next: ProductListSearch) => void
}

/** /brand/{slug}: every product of the brand, with price, stock and sort filters. */
export function BrandPage({ brand, search, onSearchChange }: BrandPageProps) {
  const title = `محصولات ${brand.name_fa}`
  useDocumentTitle(entityTitle.brand(brand.name_fa, brand.name_en))
  return (
    <div>
      <ListHeader
        title={title}
        crumbs={[{ label: 'خانه', link: { to: '/' } }, { label: `برند ${brand.name_fa}` }]}
        description={brand.name_en ?? undefined}
      />
      <ProductListView scope={{ brand: brand.slug }} fixedBrand search={search} onSearchChange={onSearchChange} />
    </div>
  )
}
