import { createFileRoute } from '@tanstack/react-router'
import { AdminCategoriesPage } from '#features/admin/categories/admin-categories-page'

export const Route = createFileRoute('/_authenticated/_admin/admin/categories')({
  component: AdminCategoriesPage,
})
