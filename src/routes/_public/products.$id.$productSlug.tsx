import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../ui/placeholder-page'

export const Route = createFileRoute('/_public/products/$id/$productSlug')({
  component: ProductsByIdByProductSlugPage,
})

function ProductsByIdByProductSlugPage() {
  const { productSlug } = Route.useParams()
  return (
    <PlaceholderPage
      title={`محصول ${productSlug}`}
      description="تصاویر، مشخصات، قیمت فروشگاه‌ها و دکمه افزودن به سبد خرید این محصول اینجا نمایش داده می‌شود."
    />
  )
}
