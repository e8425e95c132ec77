import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../ui/placeholder-page'

export const Route = createFileRoute('/_public/brand/$brandSlug')({
  component: BrandByBrandSlugPage,
})

function BrandByBrandSlugPage() {
  const { brandSlug } = Route.useParams()
  return (
    <PlaceholderPage
      title={`برند ${brandSlug}`}
      description="محصولات این برند از همه فروشگاه‌ها اینجا نمایش داده می‌شود."
    />
  )
}
