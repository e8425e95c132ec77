import { css } from 'styled-system/css'
import { dangerText } from 'styled-system/patterns'
import * as v from 'valibot'
import { type FinanceSettings, useUpdateFinanceSettings } from '#api/finance'
import { bpToPercent, percentToBp } from '#lib/basis-points'
import { toast } from '#lib/toast'
import { useApiForm } from '#lib/use-api-form'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import * as Card from '#ui/panel/card'
import { NumberInput } from '#ui/panel/number-input'

// The fields carry the server's names, so its 422 messages (body.commission_default_bp…) land
// under them. The percent's range (0–100) and the minimum's are the server's word; here only what
// cannot be sent at all: an empty field, or a percent finer than a basis point.
const schema = v.object({
  commission_default_bp: v.pipe(
    v.nullable(v.number()),
    v.check((value) => value !== null, 'کارمزد پیش‌فرض را وارد کنید'),
    v.check((value) => value === null || percentToBp(String(value)) !== null, 'حداکثر دو رقم اعشار مجاز است'),
  ),
  settlement_minimum: v.pipe(
    v.nullable(v.number()),
    v.check((value) => value !== null, 'حداقل مبلغ تسویه را وارد کنید'),
  ),
})

const grid = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr)) auto' },
  alignItems: 'start',
})

/** The platform's default commission (a percent, sent as basis points) and settlement minimum. */
export function SettingsForm({ settings }: { settings: FinanceSettings }) {
  const update = useUpdateFinanceSettings()
  const form = useApiForm({
    schema,
    initialValues: {
      commission_default_bp: bpToPercent(settings.commission_default_bp),
      settlement_minimum: settings.settlement_minimum,
    },
    onSubmit: async (values) => {
      await update.mutateAsync({
        commission_default_bp: percentToBp(String(values.commission_default_bp)) ?? 0,
        settlement_minimum: values.settlement_minimum ?? 0,
      })
      toast({ title: 'تنظیمات مالی ذخیره شد', variant: 'success' })
    },
  })
  return (
    <Card.Root aria-labelledby="finance-settings">
      <Card.Header>
        <Card.Title id="finance-settings">تنظیمات مالی</Card.Title>
      </Card.Header>
      <Card.Body>
        <form className={grid} onSubmit={form.handleSubmit} noValidate>
          <Field.Root invalid={Boolean(form.error('commission_default_bp'))}>
            <Field.Label>کارمزد پیش‌فرض (درصد)</Field.Label>
            <NumberInput
              value={form.values.commission_default_bp}
              emptyAs={null}
              decimals
              onValueChange={(value) => form.setValue('commission_default_bp', value)}
              onBlur={form.blur('commission_default_bp')}
            />
            <Field.HelperText>برای دسته‌هایی که نرخ خود یا والدشان را ندارند</Field.HelperText>
            <Field.ErrorText>{form.error('commission_default_bp')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(form.error('settlement_minimum'))}>
            <Field.Label>حداقل مبلغ تسویه</Field.Label>
            <NumberInput
              value={form.values.settlement_minimum}
              emptyAs={null}
              toman
              onValueChange={(value) => form.setValue('settlement_minimum', value)}
              onBlur={form.blur('settlement_minimum')}
            />
            <Field.HelperText>موجودی کمتر از این، در تسویهٔ بعدی واریز می‌شود</Field.HelperText>
            <Field.ErrorText>{form.error('settlement_minimum')}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" disabled={form.submitting} className={css({ mt: { md: '6' } })}>
            ذخیره
          </Button>
        </form>
        {form.formError ? (
          <p role="alert" className={dangerText({ mt: '2' })}>
            {form.formError}
          </p>
        ) : null}
      </Card.Body>
    </Card.Root>
  )
}
