import { css } from 'styled-system/css'
import { dangerText } from 'styled-system/patterns'
import { formatNumber } from '#lib/fa'

/** «موجود در انبار», «تنها ۳ عدد باقی مانده» or «ناموجود». */
export function StockState({ available, stock }: { available: boolean; stock: number }) {
  if (!available || stock <= 0) {
    return <span className={css({ color: 'fg.subtle', fontWeight: 'semibold', fontSize: 'sm' })}>ناموجود</span>
  }
  if (stock <= 5) {
    return (
      <span className={dangerText({ fontWeight: 'medium' })}>تنها {formatNumber(stock)} عدد در انبار باقی مانده</span>
    )
  }
  return <span className={css({ color: 'success.default', fontSize: 'sm', fontWeight: 'medium' })}>موجود در انبار</span>
}
