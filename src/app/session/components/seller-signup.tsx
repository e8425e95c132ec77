import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { hasRole, useProfile } from '../../../api/profile'
import { buttonClass } from '../../../ui/button'
import { useLoggedIn } from '../use-session'
import { AuthCard } from './auth-card'
import { OtpSignIn } from './otp-sign-in'

/**
 * /register-store and /auth/register: the seller sign-up. Step one (code request and verify via
 * auth/register/*) works now; creating the store (individual or legal entity) is the seller issue's.
 */
export function SellerSignup() {
  const loggedIn = useLoggedIn()
  const profile = useProfile()
  const isProvider = hasRole(profile.data, 'provider')

  if (loggedIn && isProvider) {
    return (
      <AuthCard title="ساخت فروشگاه" description="حساب فروشندگی شما فعال است.">
        <p className={css({ color: 'fg.muted' })}>
          فرم ساخت فروشگاه (حقیقی یا حقوقی) اینجا نمایش داده می‌شود. بررسی فروشگاه پس از ثبت، ۷ تا ۱۰ روز کاری طول می‌کشد.
        </p>
        <Link to="/providers/stores" className={buttonClass({ variant: 'outline', full: true })}>
          فروشگاه‌های من
        </Link>
      </AuthCard>
    )
  }

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
