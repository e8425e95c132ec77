import { LocaleContextProvider } from 'ark-locale-context'
import type { ReactNode } from 'react'

// What Ark's LocaleProvider gives for fa-IR. It works the direction out on every render with
// new Intl.Locale(locale).maximize(), and the first Intl call of a page loads ICU's data: 22 ms of
// the first hydration slice even on a desktop CPU, four times that on a phone (decision 025). The
// app is only ever Persian, so the answer is written down.
const PERSIAN = { locale: 'fa-IR', dir: 'rtl' } as const

/** Every Ark part below is right to left, in Persian (Ark's default is en-US, left to right). */
export function PersianLocale({ children }: { children: ReactNode }) {
  return <LocaleContextProvider value={PERSIAN}>{children}</LocaleContextProvider>
}
