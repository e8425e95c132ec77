import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import type { PublicOrder } from '#api/orders'
import { formatNumber } from '#lib/fa'
import { AppImage } from '#ui/app-image'
import { BidiText } from '#ui/bidi-text'
import { Price, Toman } from '#ui/price'

const nameLink = css({
  color: 'fg.default',
  textDecoration: 'none',
  lineHeight: '1.8',
  lineClamp: '2',
  _hover: { color: 'accent.text' },
})

/**
 * An order's lines, named and priced as they were when it was placed; `action` adds a control under
 * a line (the customer's «ثبت دیدگاه» once the order is delivered).
 */
export function OrderItems({
  items,
  action,
}: {
  items: PublicOrder['items']
  action?: (item: PublicOrder['items'][number]) => ReactNode
}) {
  return (
    <ul className={css({ display: 'flex', flexDirection: 'column' })}>
      {items.map((item) => (
        <li
          key={item.id}
          className={css({
            display: 'flex',
            gap: '3',
            py: '3',
            borderBottomWidth: '1px',
            borderColor: 'border.default',
            _last: { borderBottomWidth: '0' },
          })}
        >
          <AppImage
            src={item.image_url}
            alt=""
            width={80}
            height={80}
            className={css({
              w: { base: '16', md: '20' },
              h: { base: '16', md: '20' },
              flexShrink: 0,
              objectFit: 'contain',
              borderRadius: 'control',
              bg: 'bg.subtle',
            })}
          />
          <div className={stack({ flex: '1', minW: '0', gap: '1' })}>
            <Link
              to="/products/$id/$productSlug"
              params={{ id: String(item.product_id), productSlug: item.product_slug }}
              className={nameLink}
            >
              <BidiText text={item.name} />
            </Link>
            {/* The count and «×» never part (issue 27: on a phone the × wrapped alone onto its own
                line): no-break spaces and nowrap pieces; only the price may go to the next line. */}
            <p
              className={css({
                fontSize: 'sm',
                color: 'fg.muted',
                display: 'flex',
                flexWrap: 'wrap',
                columnGap: '1',
                alignItems: 'baseline',
                whiteSpace: 'nowrap',
              })}
            >
              <span>{`${formatNumber(item.quantity)}\u00a0عدد\u00a0×`}</span> <Toman value={item.unit_price} />
            </p>
            {action?.(item)}
          </div>
          <Price value={item.total} original={item.original_unit_price * item.quantity} size="sm" />
        </li>
      ))}
    </ul>
  )
}
