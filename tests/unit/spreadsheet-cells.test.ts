// The one guard of every spreadsheet export (server/lib/spreadsheet-cells.ts): text a spreadsheet
// would run as a formula comes out inert, quoted as RFC 4180 wants; numbers stay numbers.
import { describe, expect, it } from 'vitest'
import { csvDocument, csvField, inertCell } from '../../server/lib/spreadsheet-cells'

describe('spreadsheet cells', () => {
  it.each(['=1+1', '+98912', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('prefixes %j with a single quote', (text) => {
    expect(inertCell(text)).toBe(`'${text}`)
  })

  it('leaves ordinary text, empty text, numbers (negative ones too) and nulls alone', () => {
    for (const text of ['فروش', 'IR820540102680020817909002', '', ' =not at the start', 'a=b', "'quoted"])
      expect(inertCell(text)).toBe(text)
    expect(inertCell(-50_000)).toBe(-50_000)
    expect(inertCell(0)).toBe(0)
    expect(inertCell(null)).toBeNull()
  })

  it('quotes a guarded field that holds quotes or commas, and writes numbers plain', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`)
    expect(csvField('-1,2')).toBe(`"'-1,2"`)
    expect(csvField(-123_456)).toBe('-123456')
    expect(csvField(null)).toBe('')
    expect(csvField('خط\nدوم')).toBe('"خط\nدوم"')
  })

  it('writes a document with the byte-order mark and CRLF lines', () => {
    expect(
      csvDocument([
        ['نام', 'مبلغ'],
        ['@cmd', -5],
      ]),
    ).toBe("\uFEFFنام,مبلغ\r\n'@cmd,-5\r\n")
  })
})
