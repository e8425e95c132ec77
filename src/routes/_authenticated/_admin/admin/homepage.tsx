import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../../ui/placeholder-page'

// h-admin-catalog replaces this with the homepage curation page.
export const Route = createFileRoute('/_authenticated/_admin/admin/homepage')({
  component: () => (
    <PlaceholderPage title="صفحه اصلی" description="چیدمان صفحه اصلی سایت و فروشگاه‌ها اینجا انجام می‌شود." />
  ),
})
