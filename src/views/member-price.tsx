import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'

const column = stack({ alignItems: 'flex-end', gap: '0.5' })
const label = css({ fontSize: 'xs', fontWeight: 'bold', color: 'accent.text' })

/**
 * A price (`children`), marked «قیمت ویژهٔ شما» when `member`: the signed-in user pays it as a
 * member of the seller's customer group, while everyone else sees the public price.
 */
export function MemberPriceMark({ member, children }: { member: boolean; children: ReactNode }) {
  if (!member) return children
  return (
    <div className={column}>
      <span data-testid="member-price-label" className={label}>
        قیمت ویژهٔ شما
      </span>
      {children}
    </div>
  )
}
