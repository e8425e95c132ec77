import { Icon, type IconProps } from './icon'

// Returns' icon, drawn by the account's tabs and both panels' navigation: in a file of its own, so
// neither the first script (shop-icons) nor the panels' kit (whose files bring the panel sheet)
// carries it for the others.

/** A parcel going back: returns («مرجوعی‌ها»). */
export function ReturnIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </Icon>
  )
}
