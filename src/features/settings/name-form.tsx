import { type FormEvent, useState } from 'react'
import * as v from 'valibot'
import type { Profile } from '#api/profile'
import { useUpdateName } from '#api/settings'
import { errorDetail } from '#lib/errors'
import { nameSchema, validationMessage } from '#lib/form-schemas'
import { toast } from '#lib/toast'
import { useShownErrors } from '#lib/use-shown-errors'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import { formClass } from '#views/sign-in/form-styles'
import { FormError } from './settings-section'

/** The user's one name (PUT /auth/profile with `name`). */
export function NameForm({ profile }: { profile: Profile }) {
  const [name, setName] = useState(profile.name ?? '')
  const errors = useShownErrors({ name: validationMessage(nameSchema, name) })
  const update = useUpdateName()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!errors.submit()) return
    update.mutate(v.parse(nameSchema, name), {
      onSuccess: () => toast({ title: 'نام شما ذخیره شد', variant: 'success' }),
    })
  }

  return (
    <form className={formClass} noValidate onSubmit={submit}>
      <Field.Root invalid={Boolean(errors.error('name'))} required>
        <Field.Label>نام و نام خانوادگی</Field.Label>
        <Field.Input
          value={name}
          onChange={(e) => setName(e.target.value)}
          onBlur={errors.blur('name')}
          autoComplete="name"
          maxLength={100}
        />
        <Field.ErrorText>{errors.error('name')}</Field.ErrorText>
      </Field.Root>
      <FormError message={update.isError ? (errorDetail(update.error) ?? 'ذخیره نام انجام نشد') : null} />
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'در حال ذخیره...' : 'ذخیره نام'}
      </Button>
    </form>
  )
}
