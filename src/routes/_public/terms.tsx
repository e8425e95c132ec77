import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../ui/placeholder-page'

export const Route = createFileRoute('/_public/terms')({
  component: TermsPage,
})

function TermsPage() {
  return (
    <PlaceholderPage
      title="قوانین و مقررات"
      description="قوانین استفاده از راسته، خرید و فروش اینجا نمایش داده می‌شود."
    />
  )
}
