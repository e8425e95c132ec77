import { css } from 'styled-system/css'
import { wrap } from 'styled-system/patterns'
import type { CartItem } from '#api/cart/cart'
import { formatNumber } from '#lib/fa'
import { Toman } from '#ui/price'
import { isBlocking } from './cart-rules'

const note = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  px: '3',
  py: '2',
  borderRadius: 'control',
  fontSize: 'sm',
  textAlign: 'start',
})

/**
 * The server's message about an item (sold out, withdrawn, short of stock with what is left, or
 * a new price); a new price also shows the old one struck through beside it.
 */
export function ItemProblem({ item }: { item: CartItem }) {
  const problem = item.problem
  if (!problem) return null
  const blocking = isBlocking(problem)
  const newPrice = problem.new_price ?? item.price.selling_price
  return (
    <div
      data-testid="cart-item-problem"
      className={`${note} ${css(
        blocking
          ? { bg: 'danger.subtle', color: 'danger.default' }
          : { bg: 'warning.subtle', color: 'warning.default' },
      )}`}
    >
      <span className={css({ fontWeight: 'semibold' })}>{problem.message}</span>
      {problem.code === 'price_changed' && newPrice !== item.price.unit_price ? (
        <span className={wrap({ alignItems: 'center', gap: '2', color: 'fg.muted' })}>
          <span>
            قیمت قبلی: <del>{formatNumber(item.price.unit_price)}</del>
          </span>
          <span aria-hidden="true">←</span>
          <span>
            قیمت جدید: <Toman value={newPrice} />
          </span>
        </span>
      ) : null}
    </div>
  )
}
