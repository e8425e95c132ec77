import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import * as v from 'valibot'
import { trustTextSchema } from '#lib/form-schemas'
import { useApiForm } from '#lib/use-api-form'
import { useOnline } from '#lib/use-online'
import { Button } from '#ui/button'
import * as Field from '#ui/field'

/**
 * The one text form of the product page's trust sections (asking a question, a buyer's answer):
 * the text checked as the server checks it, the server's refusal shown in its own words, and no
 * sending while offline. `what` names the text in its errors («پرسش», «پاسخ»).
 */
export function TrustTextForm({
  what,
  label,
  helper,
  placeholder,
  submitLabel,
  offlineText,
  className,
  onSubmit,
  onCancel,
}: {
  what: string
  label: string
  helper?: ReactNode
  placeholder?: string
  submitLabel: string
  offlineText: string
  className?: string
  /** Sends the text; the form empties once it resolves, and shows the server's error if it throws. */
  onSubmit: (body: string) => Promise<void>
  /** Shows «انصراف», which calls this */
  onCancel?: () => void
}) {
  const online = useOnline()
  const form = useApiForm({
    schema: v.object({ body: trustTextSchema(what) }),
    initialValues: { body: '' },
    onSubmit: async ({ body }) => {
      await onSubmit(body)
      form.reset()
    },
  })
  return (
    <form className={className ?? stack({ gap: '3' })} onSubmit={form.handleSubmit} noValidate>
      <Field.Root invalid={Boolean(form.error('body'))}>
        <Field.Label>{label}</Field.Label>
        <Field.Textarea
          value={form.values.body}
          onChange={(event) => form.setValue('body', event.target.value)}
          onBlur={form.blur('body')}
          rows={3}
          placeholder={placeholder}
        />
        {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
        <Field.ErrorText>{form.error('body')}</Field.ErrorText>
      </Field.Root>
      {form.formError ? (
        <p role="alert" className={css({ fontSize: 'sm', color: 'danger.default' })}>
          {form.formError}
        </p>
      ) : null}
      {online ? null : (
        <p role="status" className={css({ fontSize: 'sm', color: 'warning.default' })}>
          {offlineText}
        </p>
      )}
      <div className={css({ display: 'flex', gap: '2' })}>
        <Button type="submit" size="sm" disabled={form.submitting || !online}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="outline" onClick={onCancel}>
            انصراف
          </Button>
        ) : null}
      </div>
    </form>
  )
}
