import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { mutedText, stack } from 'styled-system/patterns'
import type { CartItem } from '#api/cart/cart'
import { formatNumber } from '#lib/fa'
import { displayedImage } from '#lib/media'
import { AppImage } from '#ui/app-image'
import { BidiText } from '#ui/bidi-text'
import { Button } from '#ui/button'
import { Price, Toman } from '#ui/price'
import { useRemoveItem, useSetQuantity } from '#views/cart/cart-actions'
import { TrashIcon } from './cart-icons'
import { ItemProblem } from './item-problem'
import { QuantityStepper } from './quantity-stepper'

interface CartItemRowProps {
  item: CartItem
  /** The drawer's compact row, or the cart page's roomier one with the line total. */
  size?: 'compact' | 'full'
  /** A change to it waits for the connection (made offline): marked «در انتظار اتصال». */
  waiting?: boolean
  /** Following the product link (the drawer closes itself). */
  onNavigate?: () => void
}

// Picture beside the name, price and controls; on wide screens the cart page moves the price to
// the end of the row.
const row = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"image info" "image price" "image actions" "problem problem"',
  alignItems: 'start',
  columnGap: '3',
  rowGap: '1.5',
  py: '4',
  '& + &': { borderTopWidth: '1px', borderColor: 'border.default' },
})
const fullRow = css({
  md: {
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    gridTemplateAreas: '"image info price" "image actions price" "problem problem problem"',
    columnGap: '5',
  },
})

const priceBox = css({
  gridArea: 'price',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '1',
})
const fullPriceBox = css({ md: { alignItems: 'flex-end', pt: '1' } })
// Price lines itself up at the end; here it starts at the start, except at the end of a wide row.
const priceAlign = css({ alignItems: 'flex-start!' })
const fullPriceAlign = css({ alignItems: { base: 'flex-start!', md: 'flex-end!' } })

const waitingChip = css({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  bg: 'warning.subtle',
  color: 'warning.default',
  fontSize: 'xs',
  fontWeight: 'medium',
})

/** One cart item: picture, name, store, price, the stepper, remove, and any problem. */
export function CartItemRow({ item, size = 'compact', waiting = false, onNavigate }: CartItemRowProps) {
  const setQuantity = useSetQuantity()
  const remove = useRemoveItem()
  const { product } = item
  const full = size === 'full'
  return (
    <li
      className={full ? `${row} ${fullRow}` : row}
      data-testid="cart-item"
      data-waiting={waiting || undefined}
      aria-label={product.name}
    >
      <AppImage
        src={displayedImage(product.images)}
        alt=""
        width={full ? 112 : 80}
        height={full ? 112 : 80}
        className={css({
          gridArea: 'image',
          w: full ? { base: '20', md: '28' } : '20',
          h: full ? { base: '20', md: '28' } : '20',
          objectFit: 'contain',
          borderRadius: 'control',
          bg: 'bg.subtle',
        })}
      />
      <div className={stack({ gridArea: 'info', gap: '1', minW: '0' })}>
        <Link
          to="/products/$id/$productSlug"
          params={{ id: String(product.id), productSlug: product.slug }}
          onClick={onNavigate}
          className={css({
            fontWeight: 'medium',
            fontSize: full ? { base: 'sm', md: 'md' } : 'sm',
            color: 'fg.default',
            lineClamp: 2,
            _hover: { color: 'accent.text' },
          })}
        >
          <BidiText text={product.name} />
        </Link>
        <span className={mutedText({ fontSize: 'xs' })}>فروشنده: {product.store.name}</span>
        {waiting ? (
          <span className={waitingChip} data-testid="cart-item-waiting">
            در انتظار اتصال
          </span>
        ) : null}
      </div>
      <div className={full ? `${priceBox} ${fullPriceBox}` : priceBox}>
        <Price
          value={item.price.selling_price}
          original={item.price.original_price}
          size={full ? 'md' : 'sm'}
          className={full ? fullPriceAlign : priceAlign}
        />
        {full && item.quantity > 1 ? (
          <span className={mutedText()}>
            جمع {formatNumber(item.quantity)} عدد: <Toman value={item.line_total} />
          </span>
        ) : null}
      </div>
      <div className={css({ gridArea: 'actions', display: 'flex', alignItems: 'center', gap: '2', mt: '1' })}>
        <QuantityStepper
          quantity={item.quantity}
          max={item.max_quantity}
          label={product.name}
          onChange={(quantity) => setQuantity(item, quantity)}
        />
        <Button
          variant="ghost"
          size="sm"
          icon
          aria-label={`حذف ${product.name} از سبد خرید`}
          title="حذف از سبد خرید"
          onClick={() => remove(item)}
          className={css({ color: 'fg.muted', _hover: { color: 'danger.default' } })}
        >
          <TrashIcon />
        </Button>
      </div>
      {item.problem ? (
        <div className={css({ gridArea: 'problem', mt: '2' })}>
          <ItemProblem item={item} />
        </div>
      ) : null}
    </li>
  )
}
