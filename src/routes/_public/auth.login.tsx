import { createFileRoute } from '@tanstack/react-router'
import { LoginScreen } from '../../features/session/components/login-screen'
import { skipWhenSignedIn } from '../../features/session/login-route'
import { loginSearchSchema, returnToFromSearch } from '../../features/session/return-to'

// The same screen as /login.
export const Route = createFileRoute('/_public/auth/login')({
  validateSearch: loginSearchSchema,
  beforeLoad: skipWhenSignedIn,
  component: AuthLoginPage,
})

function AuthLoginPage() {
  return <LoginScreen returnTo={returnToFromSearch(Route.useSearch())} />
}
