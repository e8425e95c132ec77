// The notifications' bell, in a file of its own: only the lazily loaded bell draws it.
import { Icon, type IconProps } from './icon'

export function BellIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 9a6 6 0 0 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9" />
      <path d="M10 19a2 2 0 0 0 4 0" />
    </Icon>
  )
}
