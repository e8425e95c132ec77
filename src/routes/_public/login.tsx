import { createFileRoute } from '@tanstack/react-router'
import { skipWhenSignedIn } from '#app/session/login-route'
import { givenReturnTo, loginSearchSchema } from '#lib/session/return-to'
import { PAGE_TITLES, useDocumentTitle } from '#lib/use-document-title'
import { LoginScreen } from '#views/sign-in/login-screen'

export const Route = createFileRoute('/_public/login')({
  validateSearch: loginSearchSchema,
  beforeLoad: skipWhenSignedIn,
  component: LoginPage,
})

function LoginPage() {
  useDocumentTitle(PAGE_TITLES['/login'])
  return <LoginScreen returnTo={givenReturnTo(Route.useSearch())} />
}
