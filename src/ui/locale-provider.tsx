import { LocaleProvider } from '@ark-ui/react/locale'
import type { ReactNode } from 'react'

/** Every Ark part below is right to left, in Persian (Ark's default is en-US, left to right). */
export function PersianLocale({ children }: { children: ReactNode }) {
  return <LocaleProvider locale="fa-IR">{children}</LocaleProvider>
}
