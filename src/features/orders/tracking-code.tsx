import { useState } from 'react'
import { css } from 'styled-system/css'
import type { PublicOrder } from '#api/orders'
import { shippingMethodLabel } from '#lib/shipping-rules'
import { Button } from '#ui/button'
import { CopyableCode } from '#views/contact-numbers'

/** A shipped order's carrier and tracking code, with a copy button. */
export function TrackingCode({ shipping }: { shipping: PublicOrder['shipping'] }) {
  const [copied, setCopied] = useState(false)
  const code = shipping.tracking_code
  if (!code) return null
  return (
    <div
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '2',
        p: '3',
        borderRadius: 'control',
        bg: 'bg.subtle',
        fontSize: 'sm',
      })}
    >
      <span>کد رهگیری {shippingMethodLabel(shipping.method)}:</span>
      <CopyableCode
        value={code}
        className={css({ fontWeight: 'bold', letterSpacing: 'wide', overflowWrap: 'anywhere' })}
      />
      <Button
        variant="link"
        size="sm"
        onClick={() =>
          void navigator.clipboard?.writeText(code).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? 'کپی شد' : 'کپی'}
      </Button>
    </div>
  )
}
