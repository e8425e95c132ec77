import { type FormEvent, useId, useState } from 'react'
import { mutedText } from 'styled-system/patterns'
import * as v from 'valibot'
import { toPersianDigits, typedAsPersian } from '#lib/fa'
import { nameSchema, phoneSchema, validationMessage } from '#lib/form-schemas'
import { useCountdown } from '#lib/use-countdown'
import { useShownErrors } from '#lib/use-shown-errors'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import { formClass, ltrInputClass } from './form-styles'

interface PhoneStepProps {
  askName?: boolean
  defaultPhone?: string
  defaultName?: string
  pending: boolean
  /** Until when (ms) the server refuses new codes (its 429's Retry-After); the button waits */
  blockedUntil?: number | null
  submitLabel?: string
  onSubmit: (input: { phone: string; name?: string }) => void
}

/** «۴۵ ثانیه», or «۵۴:۳۰» (minutes:seconds) for the hourly limit's long waits. */
function waitText(seconds: number): string {
  if (seconds <= 120) return `${toPersianDigits(String(seconds))} ثانیه`
  return toPersianDigits(`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`)
}

/** Step one: the mobile number (and, when signing up, the name); validated in Persian. */
export function PhoneStep({
  askName,
  defaultPhone = '',
  defaultName = '',
  pending,
  blockedUntil = null,
  submitLabel,
  onSubmit,
}: PhoneStepProps) {
  const secondsLeft = useCountdown(blockedUntil)
  const [phone, setPhone] = useState(defaultPhone)
  const [name, setName] = useState(defaultName)
  const errors = useShownErrors({
    phone: validationMessage(phoneSchema, phone),
    name: askName ? validationMessage(nameSchema, name) : null,
  })
  const formId = useId()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!errors.submit()) return
    onSubmit({ phone: v.parse(phoneSchema, phone), name: askName ? name.trim() : undefined })
  }

  return (
    <form id={formId} className={formClass} noValidate onSubmit={submit}>
      {askName ? (
        <Field.Root invalid={Boolean(errors.error('name'))} required>
          <Field.Label>نام و نام خانوادگی</Field.Label>
          <Field.Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            onBlur={errors.blur('name')}
            autoComplete="name"
          />
          <Field.ErrorText>{errors.error('name')}</Field.ErrorText>
        </Field.Root>
      ) : null}
      <Field.Root invalid={Boolean(errors.error('phone'))} required>
        <Field.Label>شماره موبایل</Field.Label>
        <Field.Input
          className={ltrInputClass}
          value={phone}
          onChange={(e) => setPhone(typedAsPersian(e.target.value))}
          onBlur={errors.blur('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          placeholder="۰۹۱۲ ۳۴۵ ۶۷۸۹"
          autoFocus={!askName}
        />
        {errors.error('phone') ? (
          <Field.ErrorText>{errors.error('phone')}</Field.ErrorText>
        ) : (
          <Field.HelperText>کد تأیید به این شماره پیامک می‌شود.</Field.HelperText>
        )}
      </Field.Root>
      <Button type="submit" size="lg" full disabled={pending || secondsLeft > 0}>
        {pending ? 'در حال ارسال کد...' : (submitLabel ?? 'دریافت کد تأیید')}
      </Button>
      {secondsLeft > 0 ? (
        <p role="timer" aria-live="off" className={mutedText({ textAlign: 'center' })}>
          {waitText(secondsLeft)} دیگر می‌توانید دوباره کد بخواهید.
        </p>
      ) : null}
    </form>
  )
}
