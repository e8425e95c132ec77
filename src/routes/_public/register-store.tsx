import { createFileRoute } from '@tanstack/react-router'
import { SellerSignup } from '../../app/session/components/seller-signup'

export const Route = createFileRoute('/_public/register-store')({
  component: SellerSignup,
})
