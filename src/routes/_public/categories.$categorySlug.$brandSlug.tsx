import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../ui/placeholder-page'

export const Route = createFileRoute('/_public/categories/$categorySlug/$brandSlug')({
  component: CategoriesByCategorySlugByBrandSlugPage,
})

function CategoriesByCategorySlugByBrandSlugPage() {
  const { categorySlug, brandSlug } = Route.useParams()
  return (
    <PlaceholderPage
      title={`${brandSlug} در ${categorySlug}`}
      description="محصولات این برند در این دسته‌بندی اینجا نمایش داده می‌شود."
    />
  )
}
