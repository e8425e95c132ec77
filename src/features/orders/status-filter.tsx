import { css } from 'styled-system/css'
import { visuallyHidden } from 'styled-system/patterns'
import type { OrderStatus } from '#api/orders'
import { ORDER_STATUSES } from '#api/orders'
import { ORDER_STATUS_LABELS as STATUS_LABELS } from '#views/order/order-status'

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  h: '9',
  px: '3.5',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  fontSize: 'sm',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  _hover: { borderColor: 'accent.default' },
  _pressed: { bg: 'accent.default', borderColor: 'accent.default', color: 'accent.fg', fontWeight: 'semibold' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
})

interface StatusFilterProps {
  value: OrderStatus | undefined
  onChange: (status: OrderStatus | undefined) => void
}

/** Chips that narrow the orders tab to one status («همه» shows every order). */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const options: { status: OrderStatus | undefined; label: string }[] = [
    { status: undefined, label: 'همه' },
    ...ORDER_STATUSES.map((status) => ({ status, label: STATUS_LABELS[status] })),
  ]
  return (
    <fieldset className={css({ minW: '0' })}>
      <legend className={visuallyHidden()}>نمایش بر اساس وضعیت</legend>
      <div className={css({ display: 'flex', gap: '2', overflowX: 'auto', pb: '1', scrollbarWidth: 'thin' })}>
        {options.map((option) => (
          <button
            key={option.label}
            type="button"
            className={chip}
            aria-pressed={option.status === value}
            onClick={() => option.status !== value && onChange(option.status)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  )
}
