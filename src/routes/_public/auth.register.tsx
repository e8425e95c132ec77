import { createFileRoute } from '@tanstack/react-router'
import { SellerSignup } from '#features/providers/stores/seller-signup'

// The same seller sign-up as /register-store.
export const Route = createFileRoute('/_public/auth/register')({
  component: SellerSignup,
})
