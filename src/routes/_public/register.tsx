import { createFileRoute } from '@tanstack/react-router'
import { CustomerSignup } from '../../app/session/components/customer-signup'
import { skipWhenSignedIn } from '../../app/session/login-route'
import { loginSearchSchema, returnToFromSearch } from '../../app/session/return-to'
import { PAGE_TITLES, useDocumentTitle } from '../../lib/use-document-title'

export const Route = createFileRoute('/_public/register')({
  validateSearch: loginSearchSchema,
  beforeLoad: skipWhenSignedIn,
  component: RegisterPage,
})

function RegisterPage() {
  useDocumentTitle(PAGE_TITLES['/register'])
  return <CustomerSignup returnTo={returnToFromSearch(Route.useSearch())} />
}
