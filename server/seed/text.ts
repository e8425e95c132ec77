// Text helpers for generated content: Persian digits for display strings, Latin slugs for URLs.

import { toPersianDigits } from '#sdk/rules/digits'

/** Latin digits → Persian, and the decimal point → the Persian decimal separator «٫». */
export function faDigits(input: string | number): string {
  return toPersianDigits(input).replace(/\./g, '٫')
}

/** Persian digits with thousands separators, as the storefront shows prices. */
export function faNumber(n: number): string {
  return new Intl.NumberFormat('fa-IR').format(n)
}

/** Latin kebab-case: lower case, anything but a-z and 0-9 becomes a single dash. */
export function slugify(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Prices are whole thousands of toman, as Iranian shops quote them. */
export function roundPrice(toman: number): number {
  return Math.max(1000, Math.round(toman / 1000) * 1000)
}

/** Escapes text placed inside generated HTML (descriptions are built from data files). */
export function escapeHtml(input: string): string {
  return input.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
