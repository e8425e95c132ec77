// The stepper's and the remove button's icons; the buttons around them carry the names.
import { Icon, type IconProps } from '#ui/icon'

export function PlusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  )
}

export function MinusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12h14" />
    </Icon>
  )
}

export function TrashIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h16M10 11v6M14 11v6M9 7V4h6v3" />
      <path d="M6 7l1 13h10l1-13" />
    </Icon>
  )
}
