import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../ui/placeholder-page'

export const Route = createFileRoute('/_public/bundles/')({
  component: BundlesPage,
})

function BundlesPage() {
  return (
    <PlaceholderPage
      title="سبدهای ویژه"
      description="سبدهای ویژه فروشگاه‌ها (چند کالا با هم، به قیمت یک‌جا) اینجا نمایش داده می‌شود."
    />
  )
}
