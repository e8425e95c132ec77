import { Link, useNavigate } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { mutedText, stack } from 'styled-system/patterns'
import { hasRole, useProfile } from '#api/profile'
import { useCreateStore } from '#api/store-mutations'
import { useLoggedIn } from '#lib/session/use-session'
import { selectedStore } from '#lib/storage'
import { toast } from '#lib/toast'
import { PAGE_TITLES, useDocumentTitle } from '#lib/use-document-title'
import { Loading } from '#ui/spinner'
import { AuthCard } from '#views/sign-in/auth-card'
import { OtpSignIn } from '#views/sign-in/otp-sign-in'
import { StoreForm } from './store-form'
import { createBody } from './store-form-values'
// A public page (/register-store, /auth/register) built from panel kit parts (the uploaders, the
// number inputs): their rules are in the panels' sheet alone, so it loads with this lazy route.
import '#ui/panel/panel.css'

/**
 * /register-store and /auth/register: the seller sign-up. Step one, the one-time code
 * (auth/register/*); step two, the store (individual or legal entity), which makes the user a
 * provider. The new store is under review: the panel opens on its locked dashboard.
 */
export function SellerSignup() {
  useDocumentTitle(PAGE_TITLES['/register-store'])
  const loggedIn = useLoggedIn()
  if (!loggedIn) {
    return (
      <AuthCard
        title="ثبت‌نام فروشنده"
        description="با شماره موبایل خود حساب فروشندگی بسازید؛ سپس اطلاعات فروشگاه را وارد می‌کنید."
        footer={
          <p>
            خرید می‌کنید؟{' '}
            <Link to="/register" className={css({ color: 'accent.text', fontWeight: 'semibold' })}>
              ثبت‌نام مشتری
            </Link>
          </p>
        }
      >
        <OtpSignIn flow="seller" askName returnTo="/register-store" submitLabel="تأیید و ادامه" />
      </AuthCard>
    )
  }
  return <StoreStep />
}

function StoreStep() {
  const profile = useProfile()
  const isProvider = hasRole(profile.data, 'provider')
  // A provider adding a store goes through POST /stores; a new seller through the sign-up calls.
  const create = useCreateStore({ signup: !isProvider })
  const navigate = useNavigate()
  if (profile.isPending) return <Loading />
  return (
    <section
      className={css({ w: 'full', maxW: '3xl', mx: 'auto', my: { base: '2', md: '8' }, px: { base: '3', md: '0' } })}
    >
      <header className={stack({ mb: '5', gap: '1' })}>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>ساخت فروشگاه</h1>
        <p className={mutedText()}>
          اطلاعات فروشگاه را وارد کنید. بررسی فروشگاه پس از ثبت، ۷ تا ۱۰ روز کاری طول می‌کشد.
        </p>
      </header>
      <StoreForm
        submitLabel="ثبت فروشگاه"
        onSubmit={async (values) => {
          const store = await create.mutateAsync(createBody(values))
          selectedStore.set(store.id)
          toast({ title: 'فروشگاه ثبت شد', description: 'پس از بررسی، پنل فروشگاه باز می‌شود.', variant: 'success' })
          await navigate({ to: '/providers/$storeId/products', params: { storeId: String(store.id) } })
        }}
      />
    </section>
  )
}
