import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import * as v from 'valibot'
import { passwordLogin, useCompleteSignIn } from '#api/auth'
import { passwordSchema, phoneSchema, validationMessage } from '#lib/form-schemas'
import { useShownErrors } from '#lib/use-shown-errors'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import { formClass, ltrInputClass } from './form-styles'

/** Phone and password, for users who have set a password. */
export function PasswordSignIn({ returnTo }: { returnTo?: string }) {
  const [phone, setPhone] = useState('')
  const [password, setPassword] = useState('')
  const errors = useShownErrors({
    phone: validationMessage(phoneSchema, phone),
    password: validationMessage(passwordSchema, password),
  })
  const completeSignIn = useCompleteSignIn()
  const login = useMutation({
    mutationFn: passwordLogin,
    onSuccess: (pair) => completeSignIn(pair, returnTo),
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!errors.submit()) return
    login.mutate({ phone: v.parse(phoneSchema, phone), password })
  }

  return (
    <form className={formClass} noValidate onSubmit={submit}>
      <Field.Root invalid={Boolean(errors.error('phone'))} required>
        <Field.Label>شماره موبایل</Field.Label>
        <Field.Input
          className={ltrInputClass}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          onBlur={errors.blur('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="username"
          dir="ltr"
          placeholder="۰۹۱۲ ۳۴۵ ۶۷۸۹"
        />
        <Field.ErrorText>{errors.error('phone')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.error('password'))} required>
        <Field.Label>رمز عبور</Field.Label>
        <Field.Input
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onBlur={errors.blur('password')}
          type="password"
          autoComplete="current-password"
          dir="ltr"
          className={ltrInputClass}
        />
        <Field.ErrorText>{errors.error('password')}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" size="lg" full disabled={login.isPending || login.isSuccess}>
        {login.isPending ? 'در حال ورود...' : 'ورود'}
      </Button>
    </form>
  )
}
