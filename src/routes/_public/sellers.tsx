import { createFileRoute } from '@tanstack/react-router'
import { SellersPage } from '#features/info/sellers-page'

export const Route = createFileRoute('/_public/sellers')({
  component: SellersPage,
})
