import { Link, useLocation } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import * as v from 'valibot'
import { useAskQuestion } from '#api/questions'
import { toPersianDigits } from '#lib/fa'
import { trustTextSchema } from '#lib/form-schemas'
import { useLoggedIn } from '#lib/session/use-session'
import { toast } from '#lib/toast'
import { useApiForm } from '#lib/use-api-form'
import { useOnline } from '#lib/use-online'
import { Button, buttonClass } from '#ui/button'
import * as Field from '#ui/field'

const schema = v.object({ body: trustTextSchema('پرسش') })
const box = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '4', md: '5' },
})

/** Ask about the product (signed in): the question waits for an admin before it is shown. */
export function AskForm({ productId }: { productId: number }) {
  const loggedIn = useLoggedIn()
  const online = useOnline()
  const location = useLocation()
  const ask = useAskQuestion(productId)
  const form = useApiForm({
    schema,
    initialValues: { body: '' },
    onSubmit: async ({ body }) => {
      await ask.mutateAsync(body)
      form.reset()
      toast({
        title: 'پرسش شما ثبت شد',
        description: 'پس از بررسی منتشر می‌شود و فروشندگان و خریداران به آن پاسخ می‌دهند.',
        variant: 'success',
      })
    },
  })
  if (!loggedIn) {
    return (
      <div
        className={cx(
          css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' }),
          box,
        )}
      >
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          پرسشی دربارهٔ این کالا دارید؟ برای پرسیدن وارد حساب خود شوید.
        </p>
        <Link
          to="/login"
          search={{ returnTo: `${location.pathname}#questions` }}
          className={buttonClass({ variant: 'outline', size: 'sm' })}
        >
          ورود و ثبت پرسش
        </Link>
      </div>
    )
  }
  return (
    <form className={stack({ gap: '3', maxW: '3xl' })} onSubmit={form.handleSubmit} noValidate>
      <Field.Root invalid={Boolean(form.error('body'))}>
        <Field.Label>پرسش شما دربارهٔ این کالا</Field.Label>
        <Field.Textarea
          value={form.values.body}
          onChange={(event) => form.setValue('body', event.target.value)}
          onBlur={form.blur('body')}
          rows={3}
          placeholder="مثلاً: آیا این گوشی از دو سیم‌کارت پشتیبانی می‌کند؟"
        />
        <Field.HelperText>پرسش شما پس از بررسی منتشر می‌شود. حداکثر {toPersianDigits(1000)} نویسه.</Field.HelperText>
        <Field.ErrorText>{form.error('body')}</Field.ErrorText>
      </Field.Root>
      {form.formError ? (
        <p role="alert" className={css({ fontSize: 'sm', color: 'danger.default' })}>
          {form.formError}
        </p>
      ) : null}
      {online ? null : (
        <p role="status" className={css({ fontSize: 'sm', color: 'warning.default' })}>
          برای ثبت پرسش به اینترنت وصل شوید.
        </p>
      )}
      <Button
        type="submit"
        size="sm"
        disabled={form.submitting || !online}
        className={css({ alignSelf: 'flex-start' })}
      >
        ثبت پرسش
      </Button>
    </form>
  )
}
