import { createFileRoute } from '@tanstack/react-router'
import { skipWhenSignedIn } from '#app/session/login-route'
import { givenReturnTo, loginSearchSchema } from '#lib/session/return-to'
import { LoginScreen } from '#views/sign-in/login-screen'

// The same screen as /login.
export const Route = createFileRoute('/_public/auth/login')({
  validateSearch: loginSearchSchema,
  beforeLoad: skipWhenSignedIn,
  component: AuthLoginPage,
})

function AuthLoginPage() {
  return <LoginScreen returnTo={givenReturnTo(Route.useSearch())} />
}
