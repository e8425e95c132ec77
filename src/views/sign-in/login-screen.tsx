import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '#ui/button'
import { AuthCard } from './auth-card'
import { OtpSignIn } from './otp-sign-in'
import { PasswordSignIn } from './password-sign-in'

const linkClass = css({
  color: 'accent.text',
  fontWeight: 'semibold',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
})

/** /login and /auth/login: a one-time code by default, a password for those who set one. */
export function LoginScreen({ returnTo }: { returnTo?: string }) {
  const [mode, setMode] = useState<'code' | 'password'>('code')
  return (
    <AuthCard
      title="ورود به راسته"
      description={
        mode === 'code'
          ? 'با شماره موبایل وارد شوید؛ اگر حساب ندارید، همین‌جا ساخته می‌شود.'
          : 'با شماره موبایل و رمز عبور وارد شوید.'
      }
      footer={
        <>
          <p>
            حساب ندارید؟{' '}
            <Link to="/register" className={linkClass}>
              ثبت‌نام مشتری
            </Link>
          </p>
          <p>
            فروشنده هستید؟{' '}
            <Link to="/register-store" className={linkClass}>
              ثبت‌نام فروشگاه
            </Link>
          </p>
        </>
      }
    >
      {mode === 'code' ? (
        <OtpSignIn flow="customer" returnTo={returnTo} submitLabel="ورود" />
      ) : (
        <PasswordSignIn returnTo={returnTo} />
      )}
      <Button variant="link" size="sm" onClick={() => setMode(mode === 'code' ? 'password' : 'code')}>
        {mode === 'code' ? 'ورود با رمز عبور' : 'ورود با کد یک‌بار مصرف'}
      </Button>
    </AuthCard>
  )
}
