import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { useOrderItemChanges } from '#api/manual-orders'
import type { SellerOrder } from '#api/orders'
import { errorDetail } from '#lib/errors'
import { formatNumber } from '#lib/fa'
import { Button } from '#ui/button'
import { OfferPicker } from './offer-picker'

/**
 * A manual order's items while it waits for payment: add one of the store's offers, or remove a
 * line (the stock goes back). The server refuses a paid order or a customer's own checkout.
 */
export function OrderItemEditor({ order, storeId }: { order: SellerOrder; storeId: number }) {
  const { add, remove } = useOrderItemChanges(order.id, storeId)
  const error = add.error ?? remove.error
  const busy = add.isPending || remove.isPending
  return (
    <div className={stack({ gap: '3' })}>
      <ul aria-label="ویرایش کالاهای سفارش" className={stack({ gap: '2' })}>
        {order.items.map((item) => (
          <li
            key={item.id}
            className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}
          >
            <span className={css({ fontSize: 'sm', minW: '0', overflowWrap: 'anywhere' })}>
              <bdi>{item.name}</bdi> × {formatNumber(item.quantity)}
            </span>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={busy || order.items.length === 1}
              title={
                order.items.length === 1
                  ? 'سفارش دست‌کم یک کالا دارد؛ برای کنار گذاشتن آن، سفارش را لغو کنید'
                  : undefined
              }
              aria-label={`حذف ${item.name} از سفارش`}
              onClick={() => remove.mutate(item.id)}
            >
              حذف
            </Button>
          </li>
        ))}
      </ul>
      <OfferPicker
        storeId={storeId}
        label="افزودن کالا به سفارش"
        onPick={(offer) => add.mutate({ product_store_id: offer.id, quantity: 1 })}
      />
      {error ? (
        <p role="alert" className={css({ color: 'fg.error', fontSize: 'sm' })}>
          {errorDetail(error)}
        </p>
      ) : null}
    </div>
  )
}
