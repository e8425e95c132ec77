import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../../ui/placeholder-page'

export const Route = createFileRoute('/_authenticated/_admin/admin/categories')({
  component: () => (
    <PlaceholderPage
      title="دسته‌بندی‌ها"
      description="درخت دسته‌بندی‌ها با ساختن، تغییر نام، جابه‌جایی و حذف اینجا مدیریت می‌شود."
    />
  ),
})
