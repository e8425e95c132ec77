import { type FormEvent, useEffect, useEffectEvent, useId, useState } from 'react'
import { css } from 'styled-system/css'
import { mutedText } from 'styled-system/patterns'
import * as v from 'valibot'
import { toPersianDigits } from '#lib/fa'
import { otpCodeSchema, validationMessage } from '#lib/form-schemas'
import { useCountdown } from '#lib/use-countdown'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import { PhoneText } from '../contact-numbers'
import { codeInputClass, formClass } from './form-styles'
import { readSmsCode } from './web-otp'

interface CodeStepProps {
  phone: string
  sentMessage?: string
  resendAt: number | null
  pending: boolean
  resending: boolean
  submitLabel: string
  /** The server's Persian reason for refusing the code, shown on the field */
  serverError?: string | null
  onCodeChange?: () => void
  onSubmit: (code: string) => void
  onResend: () => void
  onEditPhone: () => void
}

function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  return toPersianDigits(`${minutes}:${String(seconds % 60).padStart(2, '0')}`)
}

/**
 * Step two: the 6-digit code (Persian, Arabic or Latin digits), with a resend countdown. The sixth
 * digit submits the code: every code screen (/login, /register-store, the phone change) uses this step.
 */
export function CodeStep(props: CodeStepProps) {
  const { phone, sentMessage, resendAt, pending, resending, submitLabel, onSubmit, onResend, onEditPhone } = props
  const [code, setCode] = useState('')
  const [localError, setError] = useState<string | null>(null)
  const error = localError ?? props.serverError ?? null
  const errorId = useId()
  const secondsLeft = useCountdown(resendAt)

  // Six digits typed or pasted (or filled from the SMS) send themselves, as the button would.
  function take(value: string) {
    setCode(value)
    props.onCodeChange?.()
    if (!pending && validationMessage(otpCodeSchema, value) === null) {
      setError(null)
      onSubmit(v.parse(otpCodeSchema, value))
    }
  }
  // The browser reads the code from the SMS itself (WebOTP, Android's Chrome) and it is taken as
  // if typed; leaving the step stops the wait.
  const takeSmsCode = useEffectEvent(take)
  useEffect(() => readSmsCode(takeSmsCode), [])

  function submit(event?: FormEvent) {
    event?.preventDefault()
    const message = validationMessage(otpCodeSchema, code)
    setError(message)
    if (!message) onSubmit(v.parse(otpCodeSchema, code))
  }

  return (
    <form className={formClass} noValidate onSubmit={submit}>
      <p className={mutedText()}>
        {sentMessage ? `${sentMessage}. ` : ''}کد ۶ رقمی پیامک‌شده به <PhoneText value={phone} /> را وارد کنید.
      </p>
      {/* Ark links the error only by aria-errormessage; aria-describedby makes screen readers read it. */}
      <Field.Root invalid={Boolean(error)} required ids={{ errorText: errorId }}>
        <Field.Label>کد تأیید</Field.Label>
        <Field.Input
          className={codeInputClass}
          value={code}
          onChange={(e) => take(e.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-describedby={error ? errorId : undefined}
          dir="ltr"
          maxLength={12}
          placeholder="– – – – – –"
          autoFocus
        />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" size="lg" full disabled={pending}>
        {pending ? 'در حال بررسی...' : submitLabel}
      </Button>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}>
        <Button variant="link" size="sm" onClick={onEditPhone}>
          ویرایش شماره
        </Button>
        {secondsLeft > 0 ? (
          <span role="timer" aria-live="off" className={mutedText()}>
            ارسال دوباره کد تا {clock(secondsLeft)}
          </span>
        ) : (
          <Button variant="link" size="sm" onClick={onResend} disabled={resending}>
            {resending ? 'در حال ارسال...' : 'ارسال دوباره کد'}
          </Button>
        )}
      </div>
    </form>
  )
}
