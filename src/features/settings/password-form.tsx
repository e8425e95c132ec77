import { type FormEvent, useState } from 'react'
import { type PasswordChange, useSetPassword } from '#api/settings'
import { errorDetail } from '#lib/errors'
import { toast } from '#lib/toast'
import { useShownErrors } from '#lib/use-shown-errors'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import { formClass, ltrInputClass } from '#views/sign-in/form-styles'
import { changePasswordSchema, fieldErrors, type PasswordFields, setPasswordSchema } from './settings-schemas'
import { FormError } from './settings-section'

const EMPTY: Record<PasswordFields, string> = { current_password: '', new_password: '', confirm: '' }

const LABELS: Record<PasswordFields, { label: string; autoComplete: string }> = {
  current_password: { label: 'رمز عبور فعلی', autoComplete: 'current-password' },
  new_password: { label: 'رمز عبور جدید', autoComplete: 'new-password' },
  confirm: { label: 'تکرار رمز عبور جدید', autoComplete: 'new-password' },
}

/** Set a first password, or change one (which needs the current one); other sessions end. */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const [values, setValues] = useState(EMPTY)
  const shown = useShownErrors(fieldErrors(hasPassword ? changePasswordSchema : setPasswordSchema, values))
  const save = useSetPassword()
  const fields: PasswordFields[] = hasPassword
    ? ['current_password', 'new_password', 'confirm']
    : ['new_password', 'confirm']

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!shown.submit()) return
    const body: PasswordChange = hasPassword
      ? { current_password: values.current_password, new_password: values.new_password }
      : { new_password: values.new_password }
    save.mutate(body, {
      onSuccess: () => {
        setValues(EMPTY)
        shown.reset()
        toast({
          title: hasPassword ? 'رمز عبور تغییر کرد' : 'رمز عبور ذخیره شد',
          description: 'از حساب شما در دستگاه‌های دیگر خارج شدید.',
          variant: 'success',
        })
      },
    })
  }

  return (
    <form className={formClass} noValidate onSubmit={submit}>
      {fields.map((field) => (
        <Field.Root key={field} invalid={Boolean(shown.error(field))} required>
          <Field.Label>{LABELS[field].label}</Field.Label>
          <Field.Input
            type="password"
            dir="ltr"
            className={ltrInputClass}
            autoComplete={LABELS[field].autoComplete}
            maxLength={128}
            value={values[field]}
            onChange={(e) => setValues({ ...values, [field]: e.target.value })}
            onBlur={shown.blur(field)}
          />
          {field === 'new_password' && !shown.error(field) ? (
            <Field.HelperText>دست‌کم ۸ نویسه، شامل حرف و رقم</Field.HelperText>
          ) : (
            <Field.ErrorText>{shown.error(field)}</Field.ErrorText>
          )}
        </Field.Root>
      ))}
      <FormError message={save.isError ? (errorDetail(save.error) ?? 'ذخیره رمز عبور انجام نشد') : null} />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'در حال ذخیره...' : hasPassword ? 'تغییر رمز عبور' : 'ذخیره رمز عبور'}
      </Button>
    </form>
  )
}
