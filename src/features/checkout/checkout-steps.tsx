import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { mutedText } from 'styled-system/patterns'
import { toPersianDigits } from '#lib/fa'

const STEPS = [
  { key: 'cart', label: 'سبد خرید' },
  { key: 'shipping', label: 'نشانی و ارسال' },
  { key: 'checkout', label: 'پرداخت' },
] as const

type Step = (typeof STEPS)[number]['key']

const item = mutedText({ display: 'flex', alignItems: 'center', gap: '2' })
const dot = css({
  display: 'grid',
  placeItems: 'center',
  w: '7',
  h: '7',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.strong',
  fontSize: 'xs',
  fontWeight: 'bold',
  flexShrink: 0,
})
const doneDot = css({ bg: 'accent.subtle', borderColor: 'accent.default', color: 'accent.text' })
const currentDot = css({ bg: 'accent.default', borderColor: 'accent.default', color: 'accent.fg' })

/** Where the shopper is in the purchase: cart › address and shipping › payment. */
export function CheckoutSteps({ current }: { current: Exclude<Step, 'cart'> }) {
  const currentIndex = STEPS.findIndex((step) => step.key === current)
  return (
    <nav aria-label="مراحل خرید">
      <ol className={css({ display: 'flex', alignItems: 'center', gap: { base: '2', md: '4' }, flexWrap: 'wrap' })}>
        {STEPS.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next'
          const body = (
            <>
              <span
                aria-hidden="true"
                className={cx(dot, state === 'done' && doneDot, state === 'current' && currentDot)}
              >
                {toPersianDigits(index + 1)}
              </span>
              <span className={css({ fontWeight: state === 'current' ? 'bold' : 'normal' })}>{step.label}</span>
            </>
          )
          return (
            <li key={step.key} className={item} aria-current={state === 'current' ? 'step' : undefined}>
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  className={css({ w: { base: '3', md: '8' }, h: '1px', bg: 'border.strong' })}
                />
              ) : null}
              {step.key === 'cart' ? (
                <Link
                  to="/cart"
                  className={cx(item, css({ textDecoration: 'none', _hover: { color: 'accent.text' } }))}
                >
                  {body}
                </Link>
              ) : (
                body
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
