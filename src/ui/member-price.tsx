import { css } from 'styled-system/css'

/** Beside a price the signed-in user pays as a member of the seller's customer group. */
export function MemberPriceLabel() {
  return (
    <span
      data-testid="member-price-label"
      className={css({ alignSelf: 'flex-end', fontSize: 'xs', fontWeight: 'bold', color: 'accent.text' })}
    >
      قیمت ویژهٔ شما
    </span>
  )
}
