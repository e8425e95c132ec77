import { Icon, type IconProps } from '../icon'

// The panels' icons for issue 32's pages (questions, reviews, the seller's score), drawn like the
// others (src/ui/icons.tsx): stroke icons on a 24-unit grid, decorative.

export function QuestionIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
      <path d="M10 9.5a2.2 2.2 0 1 1 3 2c-.6.3-1 .8-1 1.5" />
      <path d="M12 16h.01" />
    </Icon>
  )
}

export function StarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z" />
    </Icon>
  )
}

export function GaugeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 17a8 8 0 1 1 16 0" />
      <path d="m12 17 3.5-5" />
      <path d="M12 17h.01" />
    </Icon>
  )
}
