import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../ui/placeholder-page'

export const Route = createFileRoute('/_public/bundles/$bundleSlug')({
  component: BundlesByBundleSlugPage,
})

function BundlesByBundleSlugPage() {
  const { bundleSlug } = Route.useParams()
  return (
    <PlaceholderPage
      title={`سبد ویژه ${bundleSlug}`}
      description="کالاهای این سبد، قیمت و فروشگاه آن اینجا نمایش داده می‌شود."
    />
  )
}
