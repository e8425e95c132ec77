import { LocaleContextProvider } from 'ark-locale-context'
import type { ReactNode } from 'react'

// What Ark's LocaleProvider would give for fa-IR. It works the direction out on every render with
// new Intl.Locale(locale).maximize(), and the first Intl call of a page loads ICU's data: 30–90 ms
// of a phone-class CPU's start-up (docs/decisions/008). The app is only ever Persian.
const PERSIAN = { locale: 'fa-IR', dir: 'rtl' } as const

/** Every Ark part below is right to left, in Persian (Ark's default is en-US, left to right). */
export function PersianLocale({ children }: { children: ReactNode }) {
  return <LocaleContextProvider value={PERSIAN}>{children}</LocaleContextProvider>
}
