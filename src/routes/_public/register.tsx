import { createFileRoute } from '@tanstack/react-router'
import { CustomerSignup } from '../../app/session/components/customer-signup'
import { skipWhenSignedIn } from '../../app/session/login-route'
import { loginSearchSchema, returnToFromSearch } from '../../app/session/return-to'

export const Route = createFileRoute('/_public/register')({
  validateSearch: loginSearchSchema,
  beforeLoad: skipWhenSignedIn,
  component: RegisterPage,
})

function RegisterPage() {
  return <CustomerSignup returnTo={returnToFromSearch(Route.useSearch())} />
}
