import { ark } from '@ark-ui/react/factory'
import { styled } from 'styled-system/jsx'
import { button } from 'styled-system/recipes'

/** A real <button> styled by the button recipe (variant, size, icon, full). */
export const Button = styled(ark.button, button, { defaultProps: { type: 'button' } })

/** Give links (TanStack <Link>, <a>) the look of a button: `className={buttonClass({ variant })}`. */
export const buttonClass = button
