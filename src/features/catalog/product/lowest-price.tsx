import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { priceHistoryQueryOptions } from '#api/price-history'
import { formatPrice } from '#lib/fa'

/**
 * Beside a discount: the lowest best price of the last 30 days, so the price struck through can
 * be judged (the history is asked for after the page opens; nothing shows until it answers).
 */
export function LowestPrice({ productId }: { productId: number }) {
  const { data } = useQuery(priceHistoryQueryOptions(productId))
  if (data?.lowest_30_days == null) return null
  return (
    <p className={css({ fontSize: 'xs', color: 'fg.muted' })} data-testid="lowest-30-days">
      کمترین قیمت ۳۰ روز گذشته: {formatPrice(data.lowest_30_days)}
    </p>
  )
}
