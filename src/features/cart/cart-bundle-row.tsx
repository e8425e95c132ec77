import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { mutedText, stack } from 'styled-system/patterns'
import type { CartBundle } from '#api/cart/cart'
import { formatNumber } from '#lib/fa'
import { imageOrPlaceholder } from '#lib/media'
import { useOnline } from '#lib/use-online'
import { blocksCheckout } from '#sdk/rules/cart-lines'
import { AppImage } from '#ui/app-image'
import { BidiText } from '#ui/bidi-text'
import { Button } from '#ui/button'
import { Price, Toman } from '#ui/price'
import { BUNDLE_NEEDS_CONNECTION, useRemoveBundle, useSetBundleQuantity } from '#views/cart/bundle-actions'
import { TrashIcon } from './cart-icons'
import { QuantityStepper } from './quantity-stepper'

interface CartBundleRowProps {
  line: CartBundle
  /** The drawer's compact row, or the cart page's roomier one with the line total. */
  size?: 'compact' | 'full'
  onNavigate?: () => void
}

const row = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"image info" "image price" "image actions" "problem problem"',
  alignItems: 'start',
  columnGap: '3',
  rowGap: '1.5',
  py: '4',
  borderColor: 'border.default',
  '&:not(:last-child)': { borderBottomWidth: '1px' },
})
const badge = css({
  alignSelf: 'flex-start',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  bg: 'accent.subtle',
  color: 'accent.text',
  fontSize: 'xs',
  fontWeight: 'medium',
})
const note = css({
  gridArea: 'problem',
  mt: '2',
  px: '3',
  py: '2',
  borderRadius: 'control',
  fontSize: 'sm',
  fontWeight: 'semibold',
})

/**
 * A bundle (سبد ویژه) line: bought as one at the bundle's price (decision 021), with its items in a
 * short list, the stepper (how many bundles), remove, and the server's problem when it cannot be bought.
 */
export function CartBundleRow({ line, size = 'compact', onNavigate }: CartBundleRowProps) {
  const setQuantity = useSetBundleQuantity()
  const remove = useRemoveBundle()
  const full = size === 'full'
  const problem = line.problem
  // Bundle changes are not queued offline (decision 021): the controls wait for the connection.
  const online = useOnline()
  return (
    <li className={row} data-testid="cart-bundle" aria-label={line.name}>
      <AppImage
        src={imageOrPlaceholder(line.image_url)}
        alt=""
        width={full ? 112 : 80}
        height={full ? 112 : 80}
        className={css({
          gridArea: 'image',
          w: full ? { base: '20', md: '28' } : '20',
          h: full ? { base: '20', md: '28' } : '20',
          objectFit: 'cover',
          borderRadius: 'control',
          bg: 'bg.subtle',
        })}
      />
      <div className={stack({ gridArea: 'info', gap: '1', minW: '0' })}>
        <span className={badge}>سبد ویژه</span>
        <Link
          to="/bundles/$bundleSlug"
          params={{ bundleSlug: line.slug }}
          onClick={onNavigate}
          className={css({
            fontWeight: 'medium',
            fontSize: 'sm',
            color: 'fg.default',
            _hover: { color: 'accent.text' },
          })}
        >
          {line.name}
        </Link>
        <span className={mutedText({ fontSize: 'xs' })}>فروشنده: {line.store.name}</span>
        <ul aria-label={`کالاهای ${line.name}`} className={mutedText({ fontSize: 'xs', lineHeight: '1.8' })}>
          {line.items.map((item) => (
            <li key={item.product_store_id} className={css({ lineClamp: 1 })}>
              {formatNumber(item.quantity)} × 
              <BidiText text={item.name} />
            </li>
          ))}
        </ul>
        {online ? null : (
          <span className={css({ fontSize: 'xs', color: 'warning.default' })}>{BUNDLE_NEEDS_CONNECTION}</span>
        )}
      </div>
      <div className={stack({ gridArea: 'price', gap: '1' })}>
        <Price
          value={line.price.selling_price}
          original={line.price.original_price}
          size={full ? 'md' : 'sm'}
          className={css({ alignItems: 'flex-start!' })}
        />
        {full && line.quantity > 1 ? (
          <span className={mutedText()}>
            جمع {formatNumber(line.quantity)} سبد: <Toman value={line.line_total} />
          </span>
        ) : null}
      </div>
      <div className={css({ gridArea: 'actions', display: 'flex', alignItems: 'center', gap: '2', mt: '1' })}>
        <QuantityStepper
          quantity={line.quantity}
          max={line.max_quantity}
          label={line.name}
          onChange={(quantity) => setQuantity(line, quantity)}
          disabled={!online}
        />
        <Button
          variant="ghost"
          size="sm"
          icon
          aria-label={`حذف ${line.name} از سبد خرید`}
          title="حذف از سبد خرید"
          disabled={!online}
          onClick={() => remove(line)}
          className={css({ color: 'fg.muted', _hover: { color: 'danger.default' } })}
        >
          <TrashIcon />
        </Button>
      </div>
      {problem ? (
        <p
          data-testid="cart-bundle-problem"
          className={`${note} ${css(
            blocksCheckout(problem)
              ? { bg: 'danger.subtle', color: 'danger.default' }
              : { bg: 'warning.subtle', color: 'warning.default' },
          )}`}
        >
          {problem.message}
        </p>
      ) : null}
    </li>
  )
}
