import { createFileRoute } from '@tanstack/react-router'
import { productListSchema } from '../../features/search/search-params'
import { toPersianDigits } from '../../lib/fa'
import { PlaceholderPage } from '../../ui/placeholder-page'

export const Route = createFileRoute('/_public/products/')({
  validateSearch: productListSchema,
  component: ProductsPage,
})

function ProductsPage() {
  const { category, search } = Route.useSearch()
  const filters = [category && `دسته‌بندی ${toPersianDigits(category)}`, search && `«${search}»`].filter(Boolean)
  return (
    <PlaceholderPage
      title={filters.length ? `محصولات: ${filters.join('، ')}` : 'همه محصولات'}
      description="فهرست محصولات همه فروشگاه‌ها، با فیلتر دسته‌بندی، برند و قیمت، اینجا نمایش داده می‌شود."
    />
  )
}
