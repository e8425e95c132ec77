import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'

export const formClass = stack({ gap: '4' })

// Phone numbers and codes are typed left to right, aligned with the Persian labels above them.
export const ltrInputClass = css({ textAlign: 'end', fontFeatureSettings: '"tnum"' })

export const codeInputClass = css({
  textAlign: 'center',
  fontSize: 'xl',
  letterSpacing: '0.4em',
  fontWeight: 'semibold',
})
