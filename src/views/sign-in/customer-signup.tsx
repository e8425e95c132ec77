import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { AuthCard } from './auth-card'
import { OtpSignIn } from './otp-sign-in'

/** /register: name and mobile, then the code; the code creates the customer with that name. */
export function CustomerSignup({ returnTo }: { returnTo?: string }) {
  return (
    <AuthCard
      title="ثبت‌نام در راسته"
      description="نام و شماره موبایل خود را وارد کنید تا کد تأیید برایتان پیامک شود."
      footer={
        <p>
          قبلا ثبت‌نام کرده‌اید؟{' '}
          <Link to="/login" className={css({ color: 'accent.text', fontWeight: 'semibold' })}>
            ورود
          </Link>
        </p>
      }
    >
      <OtpSignIn flow="customer" askName returnTo={returnTo} submitLabel="ثبت‌نام و ورود" />
    </AuthCard>
  )
}
