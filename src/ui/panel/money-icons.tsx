import { Icon, type IconProps } from '../icon'

// The panels' icons for issue 30's money pages (the seller's «مالی», the admin's «کارمزدها»),
// drawn like the others: stroke icons on a 24-unit grid, decorative.

export function WalletIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
      <path d="M4 7.5V17a2 2 0 0 0 2 2h13a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1H6.5A2.5 2.5 0 0 1 4 7.5Z" />
      <path d="M16 13.5h.01" />
    </Icon>
  )
}

export function CoinsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <ellipse cx="9" cy="7" rx="5" ry="2.5" />
      <path d="M4 7v4c0 1.4 2.2 2.5 5 2.5s5-1.1 5-2.5V7" />
      <path d="M10 16.4c.6.4 1.9.6 3 .6 2.8 0 5-1.1 5-2.5v-4c0-1.3-2-2.4-4.5-2.5" />
      <path d="M4 11v4c0 1.4 2.2 2.5 5 2.5" />
    </Icon>
  )
}
