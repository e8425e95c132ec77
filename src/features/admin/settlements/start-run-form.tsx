import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { useStartSettlementRun } from '#api/settlements'
import { errorDetail } from '#lib/errors'
import { DEFAULT_ERROR_DETAIL } from '#sdk'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import * as Card from '#ui/panel/card'
import { NumberInput } from '#ui/panel/number-input'

/**
 * Starts a run: every store whose available balance reached the minimum (toman; the platform's
 * own when left as it is) gets one payout. The new run opens; a refusal (no store reached it)
 * shows under the field.
 */
export function StartRunForm({ defaultMinimum }: { defaultMinimum: number | undefined }) {
  const [minimum, setMinimum] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const start = useStartSettlementRun()
  const navigate = useNavigate()
  const submit = async () => {
    setError(null)
    try {
      const run = await start.mutateAsync(minimum ?? defaultMinimum ?? null)
      await navigate({ to: '/admin/settlements/$id', params: { id: String(run.id) } })
    } catch (caught) {
      setError(errorDetail(caught) ?? DEFAULT_ERROR_DETAIL)
    }
  }
  return (
    <Card.Root aria-labelledby="start-run">
      <Card.Header>
        <Card.Title id="start-run">شروع دوره تسویه</Card.Title>
        <Card.Description>
          هر فروشگاهی که موجودی قابل تسویه‌اش به حداقل برسد، یک پرداخت به اندازه همه موجودی‌اش می‌گیرد.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <form
          className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' })}
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <Field.Root invalid={error !== null} className={css({ flex: '1 1 14rem', maxW: '20rem' })}>
            <Field.Label>حداقل مبلغ تسویه</Field.Label>
            <NumberInput
              toman
              emptyAs={null}
              min={1}
              value={minimum ?? defaultMinimum ?? null}
              onValueChange={(value) => {
                setMinimum(value)
                setError(null)
              }}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" disabled={start.isPending || defaultMinimum === undefined}>
            شروع تسویه
          </Button>
        </form>
      </Card.Body>
    </Card.Root>
  )
}
