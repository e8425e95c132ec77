import { useState } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import type { Profile } from '#api/profile'
import { useChangePhone, useRequestPhoneCode } from '#api/settings'
import { errorDetail } from '#lib/errors'
import { toPersianDigits } from '#lib/fa'
import { toast } from '#lib/toast'
import { Button } from '#ui/button'
import { CodeStep } from '#views/sign-in/code-step'
import { PhoneStep } from '#views/sign-in/phone-step'
import { FormError } from './settings-section'

type Step =
  | { name: 'idle' }
  | { name: 'phone' }
  | { name: 'code'; phone: string; sentMessage: string; resendAt: number }

/** A new mobile number: a code is sent to it (purpose change_phone), then PUT /auth/profile confirms. */
export function PhoneChange({ profile }: { profile: Profile }) {
  const [step, setStep] = useState<Step>({ name: 'idle' })
  const [sameNumber, setSameNumber] = useState(false)
  const request = useRequestPhoneCode()
  const change = useChangePhone()

  function send(phone: string) {
    setSameNumber(phone === profile.phone)
    if (phone === profile.phone) return
    request.mutate(phone, {
      onSuccess: (sent) =>
        setStep({ name: 'code', phone, sentMessage: sent.detail, resendAt: Date.now() + sent.resend_in * 1000 }),
    })
  }

  if (step.name === 'idle') {
    return (
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
        })}
      >
        <p>
          شماره فعلی:{' '}
          <bdi dir="ltr" className={css({ fontWeight: 'bold' })}>
            {toPersianDigits(profile.phone)}
          </bdi>
        </p>
        <Button variant="outline" onClick={() => setStep({ name: 'phone' })}>
          تغییر شماره موبایل
        </Button>
      </div>
    )
  }

  const failure = request.isError ? request.error : change.isError ? change.error : null
  return (
    <div className={stack({ gap: '3' })}>
      {step.name === 'phone' ? (
        <>
          <PhoneStep
            pending={request.isPending}
            submitLabel="ارسال کد به شماره جدید"
            onSubmit={({ phone }) => send(phone)}
          />
          <Button
            variant="ghost"
            onClick={() => {
              request.reset()
              setSameNumber(false)
              setStep({ name: 'idle' })
            }}
          >
            انصراف
          </Button>
        </>
      ) : (
        <CodeStep
          phone={step.phone}
          sentMessage={step.sentMessage}
          resendAt={step.resendAt}
          pending={change.isPending}
          resending={request.isPending}
          submitLabel="تأیید و تغییر شماره"
          onSubmit={(code) =>
            change.mutate(
              { phone: step.phone, code },
              {
                onSuccess: () => {
                  toast({ title: 'شماره موبایل شما تغییر کرد', variant: 'success' })
                  setStep({ name: 'idle' })
                },
              },
            )
          }
          onResend={() => send(step.phone)}
          onEditPhone={() => {
            change.reset()
            setStep({ name: 'phone' })
          }}
        />
      )}
      <FormError message={sameNumber ? 'این شماره هم‌اکنون شماره حساب شماست؛ شماره دیگری وارد کنید.' : null} />
      <FormError message={failure ? (errorDetail(failure) ?? 'انجام نشد؛ دوباره تلاش کنید.') : null} />
    </div>
  )
}
