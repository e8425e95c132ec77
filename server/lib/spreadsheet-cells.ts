// The cells of every file people open in a spreadsheet (the seller's ledger CSV, the bank's
// group-transfer file as CSV and xlsx): one home for quoting and for formula injection.
//
// A text cell that begins with = + - @ (or a tab or carriage return, which some spreadsheets skip
// before reading those) is run as a formula when Excel or LibreOffice opens the file: a product
// or owner named «=HYPERLINK(...)» would become a live link (or worse) on a seller's or an
// admin's machine. OWASP's advice: prefix such a cell with a single quote, so it shows as text.
// Numbers are never guarded (a refund's −50000 must stay a number Excel sums); only text is.

export type Cell = string | number | null

const FORMULA_START = /^[=+\-@\t\r]/

/** The cell as a spreadsheet will show it and never run it: text that could start a formula gets a leading '. */
export function inertCell<T extends Cell>(value: T): T {
  return (typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value) as T
}

/** One CSV field (RFC 4180): guarded, then quoted when it holds a comma, a quote or a line break. */
export function csvField(value: Cell): string {
  const text = value === null ? '' : String(inertCell(value))
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * A CSV document for Excel: UTF-8 with a byte-order mark (without it Excel reads Persian as
 * Windows-1256 garbage), CRLF line ends, every field through csvField.
 */
export function csvDocument(rows: readonly (readonly Cell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`
}
