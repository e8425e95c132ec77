import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { forwardRef } from 'react'
import { cx } from 'styled-system/css'
import { type ButtonVariantProps, button } from 'styled-system/recipes'

export type ButtonProps = HTMLArkProps<'button'> & ButtonVariantProps

/**
 * A real <button> styled by the button recipe (variant, size, icon, full); `asChild` gives another
 * element its look and behaviour. Written out rather than with Panda's `styled`, whose list of
 * valid HTML props would be 15 KB of every page's first script.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  const [variants, { className, ...rest }] = button.splitVariantProps(props)
  return <ark.button type="button" ref={ref} {...rest} className={cx(button(variants), className)} />
})

/** Give links (TanStack <Link>, <a>) the look of a button: `className={buttonClass({ variant })}`. */
export const buttonClass = button
