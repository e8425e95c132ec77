import { css } from 'styled-system/css'

// On its own: the checkout's skeleton (in the app's first script, as the route's pending view)
// draws this grid without bringing the checkout's other styles along (checkout-styles.ts).

/** Two columns on a wide screen: the steps, and the summary with the button beside them. */
export const pageGridClass = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' },
  gap: { base: '4', lg: '6' },
  alignItems: 'start',
})
