import { useState } from 'react'
import { css } from 'styled-system/css'
import { type CommissionRate, useSetCommissionRate } from '#api/finance'
import { bpToPercent, formatBp, percentToBp } from '#lib/basis-points'
import { serverErrors } from '#lib/form-errors'
import { toast } from '#lib/toast'
import { BidiText } from '#ui/bidi-text'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import { NumberInput } from '#ui/panel/number-input'

const row = css({
  display: 'grid',
  gap: '2',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) minmax(0, 22rem)' },
  alignItems: 'start',
})
const name = css({ fontWeight: 'semibold' })
const note = css({ fontSize: 'sm', color: 'fg.muted' })
const controls = css({ display: 'flex', gap: '2', alignItems: 'start', flexWrap: 'wrap' })
const indent = ['0', '0', '1.5rem', '3rem'] as const

/** Where an inherited rate comes from: an ancestor by name, or the platform's default. */
function InheritedNote({ rate, names }: { rate: CommissionRate; names: Map<number, string> }) {
  const from = rate.inherited_from === null ? null : (names.get(rate.inherited_from) ?? '…')
  return (
    <>
      {'ارث‌بری از '}
      {from === null ? 'پیش‌فرض' : <bdi>{`«${from}»`}</bdi>}
      {`: ${formatBp(rate.effective_bp)}`}
    </>
  )
}

/**
 * One category of the tree: its own rate, edited as a percent (7.5 % is sent as 750 basis points),
 * or the rate it inherits and from where; «بازگشت به ارث‌بری» removes its own rate. The server's refusal
 * (outside 0–100 %) is shown under the field.
 */
export function RateRow({ rate, names }: { rate: CommissionRate; names: Map<number, string> }) {
  const save = useSetCommissionRate()
  const own = rate.rate_bp
  const [percent, setPercent] = useState<number | null>(own === null ? null : bpToPercent(own))
  const [problem, setProblem] = useState<string | null>(null)
  const label = `کارمزد ${rate.name_fa} (درصد)`

  const submit = (rateBp: number | null) => {
    setProblem(null)
    save.mutate(
      { categoryId: rate.category_id, rateBp },
      {
        onSuccess: (saved) => {
          setPercent(saved.rate_bp === null ? null : bpToPercent(saved.rate_bp))
          toast({
            title:
              saved.rate_bp === null ? `«${rate.name_fa}» نرخ والد را می‌گیرد` : `کارمزد «${rate.name_fa}» ذخیره شد`,
            variant: 'success',
          })
        },
        onError: (error) => {
          const messages = serverErrors(error, ['rate_bp'])
          setProblem(messages.fields.rate_bp ?? messages.form)
        },
      },
    )
  }
  const typedBp = percent === null ? null : percentToBp(String(percent))
  const tooFine = percent !== null && typedBp === null
  const shown = tooFine ? 'حداکثر دو رقم اعشار مجاز است' : problem

  return (
    <li className={row} style={{ paddingInlineStart: indent[rate.level] }} aria-label={rate.name_fa}>
      <div>
        <p className={name}>
          <BidiText text={rate.name_fa} />
        </p>
        <p className={note}>
          {own === null ? <InheritedNote rate={rate} names={names} /> : `نرخ خود: ${formatBp(own)}`}
        </p>
      </div>
      <div className={controls}>
        <Field.Root invalid={Boolean(shown)} className={css({ flex: '1', minW: '8rem' })}>
          <Field.Label className={css({ srOnly: true })}>{label}</Field.Label>
          <NumberInput
            value={percent}
            emptyAs={null}
            decimals
            placeholder={formatBp(rate.effective_bp)}
            onValueChange={(value) => {
              setProblem(null)
              setPercent(value)
            }}
          />
          <Field.ErrorText>{shown}</Field.ErrorText>
        </Field.Root>
        <Button
          disabled={save.isPending || typedBp === null || typedBp === own}
          onClick={() => typedBp !== null && submit(typedBp)}
        >
          ذخیره
        </Button>
        {own !== null ? (
          <Button variant="outline" disabled={save.isPending} onClick={() => submit(null)}>
            بازگشت به ارث‌بری
          </Button>
        ) : null}
      </div>
    </li>
  )
}
