// Latin runs inside Persian text (model codes, Latin product lines, house numbers typed in Latin):
// left alone, the bidi algorithm pulls neighbouring digits and hyphens into the wrong run, so
// «بوش مدل GSR 12V-15 ۱۲ ولت» showed as «مدل ۱۲ GSR 12V-15 ولت» and «TO-1343» as «-TO 1343»
// (issue 27). Each run is shown isolated, left to right (ui/bidi-text.tsx).

/**
 * A run: Latin letters or digits, joined by spaces and the punctuation codes use (- . / + _ & : ' ,)
 * only when more Latin follows, and a trailing + or % («S24+»). Persian digits are not in it: they
 * belong to the Persian text around the run.
 */
const LATIN_RUN = /[A-Za-z0-9]+(?:[ \-./+_&:',]+[A-Za-z0-9]+)*[+%]?/g

export interface TextPart {
  text: string
  latin: boolean
}

/** `text` cut into its Latin runs and the text between them, in order (empty parts left out). */
export function latinRuns(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(LATIN_RUN)) {
    const start = match.index ?? 0
    if (start > last) parts.push({ text: text.slice(last, start), latin: false })
    parts.push({ text: match[0], latin: true })
    last = start + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), latin: false })
  return parts
}
