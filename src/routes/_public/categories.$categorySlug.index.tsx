import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../ui/placeholder-page'

export const Route = createFileRoute('/_public/categories/$categorySlug/')({
  component: CategoriesByCategorySlugPage,
})

function CategoriesByCategorySlugPage() {
  const { categorySlug } = Route.useParams()
  return (
    <PlaceholderPage
      title={`دسته‌بندی ${categorySlug}`}
      description="محصولات این دسته‌بندی همراه با فیلترها اینجا نمایش داده می‌شود."
    />
  )
}
