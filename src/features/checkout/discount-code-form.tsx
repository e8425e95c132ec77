import type { UseQueryResult } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { css } from 'styled-system/css'
import { stack, visuallyHidden } from 'styled-system/patterns'
import type { DiscountCheck } from '#api/cart/cart'
import { errorDetail } from '#lib/errors'
import { validationMessage } from '#lib/form-schemas'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import { Toman } from '#ui/price'
import { discountCodeSchema } from './checkout-schemas'
import { panelClass, panelTitleClass } from './checkout-styles'

interface DiscountCodeFormProps {
  applied: string | null
  check: UseQueryResult<DiscountCheck>
  onApply: (code: string) => void
  onRemove: () => void
}

/** A discount code, checked against the cart by the server, with its Persian verdict. */
export function DiscountCodeForm({ applied, check, onApply, onRemove }: DiscountCodeFormProps) {
  const [code, setCode] = useState(applied ?? '')
  const [error, setError] = useState<string | null>(null)
  const result = applied ? check.data : undefined

  function submit(event: FormEvent) {
    event.preventDefault()
    const message = validationMessage(discountCodeSchema, code)
    setError(message)
    if (!message) onApply(code.trim())
  }

  return (
    <section aria-labelledby="discount-title" className={panelClass}>
      <h2 id="discount-title" className={panelTitleClass}>
        کد تخفیف
      </h2>
      <form noValidate onSubmit={submit} className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}>
        <Field.Root invalid={Boolean(error)} className={css({ flex: '1' })}>
          <Field.Label className={visuallyHidden()}>کد تخفیف</Field.Label>
          <Field.Input
            value={code}
            onChange={(e) => setCode(e.target.value)}
            dir="ltr"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            placeholder="کد تخفیف را وارد کنید"
            className={css({ textAlign: 'end', _placeholder: { textAlign: 'start' } })}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" variant="outline" disabled={applied !== null && check.isFetching}>
          {applied !== null && check.isFetching ? 'در حال بررسی...' : 'اعمال'}
        </Button>
      </form>
      <div role="status" aria-live="polite" className={css({ fontSize: 'sm' })}>
        {applied && check.isError ? (
          <p className={css({ color: 'danger.default' })}>{errorDetail(check.error) ?? 'بررسی کد انجام نشد'}</p>
        ) : null}
        {result ? (
          <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
            <div className={stack({ gap: '0.5', minW: '0' })}>
              <p className={css({ color: result.applies ? 'success.default' : 'danger.default' })}>{result.message}</p>
              {result.applies ? (
                // One line that never breaks: «تخفیف» stays beside its amount.
                <p className={css({ whiteSpace: 'nowrap', color: 'success.default' })}>
                  تخفیف: <Toman value={result.discount_amount} />
                </p>
              ) : null}
            </div>
            <Button
              variant="link"
              size="sm"
              onClick={() => {
                setCode('')
                onRemove()
              }}
            >
              حذف کد
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  )
}
