import { createFileRoute } from '@tanstack/react-router'
import { searchPageSchema } from '../../features/search/search-params'
import { PlaceholderPage } from '../../ui/placeholder-page'

export const Route = createFileRoute('/_public/search')({
  validateSearch: searchPageSchema,
  component: SearchPage,
})

function SearchPage() {
  const { q } = Route.useSearch()
  return q ? (
    <PlaceholderPage
      title={`نتایج جستجو برای «${q}»`}
      description="محصولات، برندها و فروشگاه‌های مرتبط با این عبارت اینجا نمایش داده می‌شود."
    />
  ) : (
    <PlaceholderPage title="جستجو" description="عبارتی را در کادر جستجوی بالای صفحه بنویسید و Enter را بزنید." />
  )
}
