import { Icon, type IconProps } from '../icon'

// Icons of the panel kit's controls (decorative: the control carries the name).

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 12 5 5 9-10" />
    </Icon>
  )
}

/** Points to the inline start (right in Persian): "previous" in a right-to-left calendar. */
export function ChevronStartIcon(props: IconProps) {
  return (
    <Icon directional {...props}>
      <path d="m15 6-6 6 6 6" />
    </Icon>
  )
}

export function ChevronEndIcon(props: IconProps) {
  return (
    <Icon directional {...props}>
      <path d="m9 6 6 6-6 6" />
    </Icon>
  )
}

export function CalendarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </Icon>
  )
}

export function ImageIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="m20.5 16-5-5-9 8.5" />
    </Icon>
  )
}

// A navigation icon only the panels draw: kept out of shop-icons,
// which the first script carries whole.
export function PercentIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M19 5 5 19" />
      <circle cx="7" cy="7" r="2.5" />
      <circle cx="17" cy="17" r="2.5" />
    </Icon>
  )
}
