import { createFileRoute } from '@tanstack/react-router'
import { SellerSignup } from '#features/providers/stores/seller-signup'

export const Route = createFileRoute('/_public/register-store')({
  component: SellerSignup,
})
