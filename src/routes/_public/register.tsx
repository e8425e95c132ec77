import { createFileRoute } from '@tanstack/react-router'
import { skipWhenSignedIn } from '#app/session/login-route'
import { loginSearchSchema, returnToFromSearch } from '#lib/session/return-to'
import { PAGE_TITLES, useDocumentTitle } from '#lib/use-document-title'
import { CustomerSignup } from '#views/sign-in/customer-signup'

export const Route = createFileRoute('/_public/register')({
  validateSearch: loginSearchSchema,
  beforeLoad: skipWhenSignedIn,
  component: RegisterPage,
})

function RegisterPage() {
  useDocumentTitle(PAGE_TITLES['/register'])
  return <CustomerSignup returnTo={returnToFromSearch(Route.useSearch())} />
}
