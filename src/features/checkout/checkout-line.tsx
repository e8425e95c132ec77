import { css } from 'styled-system/css'
import { mutedText, stack } from 'styled-system/patterns'
import type { CartBundle, CartItem } from '#api/cart/cart'
import { formatNumber } from '#lib/fa'
import { displayedImage, imageOrPlaceholder } from '#lib/media'
import { blocksCheckout } from '#sdk/rules/cart-lines'
import { AppImage } from '#ui/app-image'
import { BidiText } from '#ui/bidi-text'
import { Price } from '#ui/price'

/** One cart line in the checkout steps (read-only; the cart's editable row is features/cart/cart-item-row.tsx): picture, name, quantity, price and any problem. */
export function CheckoutLine({ item }: { item: CartItem }) {
  const problem = item.problem
  const blocking = blocksCheckout(problem)
  return (
    <li className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
      <AppImage
        src={displayedImage(item.product.images)}
        alt=""
        width={64}
        height={64}
        className={css({
          w: '16',
          h: '16',
          flexShrink: 0,
          objectFit: 'contain',
          borderRadius: 'control',
          bg: 'bg.subtle',
        })}
      />
      <div className={stack({ flex: '1', minW: '0', gap: '1' })}>
        <p className={css({ fontSize: 'sm', lineHeight: '1.8', lineClamp: '2' })}>
          <BidiText text={item.product.name} />
        </p>
        <p className={mutedText({ fontSize: 'xs' })}>تعداد: {formatNumber(item.quantity)}</p>
        <LineProblem message={problem?.message} blocking={blocking} />
      </div>
      <LinePrice line={item} blocking={blocking} />
    </li>
  )
}

/** A bundle line in the checkout steps (read-only): picture, «سبد ویژه» and its name, its items, how many, the bundle's price. */
export function CheckoutBundleLine({ line }: { line: CartBundle }) {
  const problem = line.problem
  const blocking = blocksCheckout(problem)
  return (
    <li data-testid="checkout-bundle" className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
      <AppImage
        src={imageOrPlaceholder(line.image_url)}
        alt=""
        width={64}
        height={64}
        className={css({
          w: '16',
          h: '16',
          flexShrink: 0,
          objectFit: 'cover',
          borderRadius: 'control',
          bg: 'bg.subtle',
        })}
      />
      <div className={stack({ flex: '1', minW: '0', gap: '1' })}>
        <p className={css({ fontSize: 'sm', lineHeight: '1.8', lineClamp: '2' })}>سبد ویژه: {line.name}</p>
        <p className={mutedText({ fontSize: 'xs', lineClamp: '2' })}>
          {line.items.map((item, i) => (
            <span key={item.product_id ?? i}>
              {i > 0 ? '، ' : ''}
              {formatNumber(item.quantity)} × 
              <BidiText text={item.name} />
            </span>
          ))}
        </p>
        <p className={mutedText({ fontSize: 'xs' })}>تعداد: {formatNumber(line.quantity)}</p>
        <LineProblem message={problem?.message} blocking={blocking} />
      </div>
      <LinePrice line={line} blocking={blocking} />
    </li>
  )
}

/** A line's problem under its name: red when it keeps the order from being placed, amber otherwise. */
function LineProblem({ message, blocking }: { message: string | undefined; blocking: boolean }) {
  if (!message) return null
  return (
    <p
      className={css({ fontSize: 'xs', fontWeight: 'medium', color: blocking ? 'danger.default' : 'warning.default' })}
    >
      {message}
    </p>
  )
}

/** A line's total beside the undiscounted one, faded when the line cannot be bought. */
function LinePrice({ line, blocking }: { line: CartItem | CartBundle; blocking: boolean }) {
  return (
    <Price
      value={line.line_total}
      original={line.price.original_price * line.quantity}
      size="sm"
      className={css({ flexShrink: 0, opacity: blocking ? 0.5 : 1 })}
    />
  )
}
