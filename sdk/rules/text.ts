// Persian text normalisation, one copy for the server's search and vocabulary, its stored text,
// and the PWA (DESIGN.md "Persian text"). Three forms, for three uses:
// - normalizeText: for matching (search terms, cities), never shown;
// - persianSpelling: text shown back to a reader, such as a typed search phrase;
// - cleanText: free text as stored (names, address lines).
import { arabicToPersianDigits, toLatinDigits } from './digits'

/** Arabic ي/ى and ك as the Persian letters. */
const persianLetters = (value: string) => value.replace(/[يى]/g, 'ی').replace(/ك/g, 'ک')
/** Harakat, tanwin, superscript alef and tatweel removed. */
const withoutMarks = (value: string) => value.replace(/\p{Mn}/gu, '').replace(/\u0640/g, '')

/**
 * Text for storing and matching: Arabic ي/ك → ی/ک, ۀ/ة → ه, diacritics and tatweel removed,
 * digits Latin, ZWNJ and runs of spaces folded to one space, lower case. (Displayed text keeps its ZWNJ.)
 */
export function normalizeText(input: string): string {
  return withoutMarks(persianLetters(toLatinDigits(input)).replace(/[ۀة]/g, 'ه'))
    .replace(/(?:\u200C|\u200D|\s)+/g, ' ')
    .trim()
    .toLowerCase()
}

/**
 * Text as a Persian reader expects to see it: Arabic ي/ى/ك → ی/ک, Arabic-Indic digits → Persian,
 * diacritics and tatweel removed, runs of spaces folded; ZWNJ, letter case and Latin digits kept.
 */
export function persianSpelling(input: string): string {
  return withoutMarks(arabicToPersianDigits(persianLetters(input)))
    .replace(/\s+/g, ' ')
    .trim()
}

/** Free text as stored: Arabic ي/ك as Persian, Latin digits, runs of spaces folded, trimmed (ZWNJ kept). */
export function cleanText(value: string): string {
  return persianLetters(toLatinDigits(value)).replace(/\s+/g, ' ').trim()
}
