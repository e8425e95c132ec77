import { useId } from 'react'
import { css } from 'styled-system/css'
import { useOnline } from '#lib/use-online'
import { Button } from '#ui/button'
import { CartIcon } from '#ui/shop-icons'
import { BUNDLE_NEEDS_CONNECTION, useAddBundle } from '#views/cart/bundle-actions'

/**
 * The bundle page's button: puts the bundle in the cart as one line, at the bundle's price
 * (decision 021). Offline it is disabled, with the reason beside it: bundle changes are not queued.
 */
export function AddBundleButton({ bundleId }: { bundleId: number }) {
  const { add, pending } = useAddBundle()
  const online = useOnline()
  const reasonId = useId()
  return (
    <>
      {online ? null : (
        <p
          id={reasonId}
          role="status"
          className={css({ fontSize: 'sm', color: 'warning.default', textAlign: 'center' })}
        >
          {BUNDLE_NEEDS_CONNECTION}
        </p>
      )}
      <Button
        size="lg"
        full
        disabled={pending || !online}
        aria-busy={pending}
        aria-describedby={online ? undefined : reasonId}
        onClick={() => add(bundleId)}
      >
        <CartIcon />
        افزودن سبد به سبد خرید
      </Button>
    </>
  )
}
