import { describe, expect, it } from 'vitest'
import { latinRuns } from '#lib/bidi'

const runs = (text: string) =>
  latinRuns(text)
    .filter((p) => p.latin)
    .map((p) => p.text)

describe('Latin runs inside Persian text (issue 27 item 17)', () => {
  it('keeps a model code whole and leaves the Persian digits after it out', () => {
    expect(runs('دریل پیچ گوشتی بوش مدل GSR 12V-15 ۱۲ ولت')).toEqual(['GSR 12V-15'])
    expect(runs('کتری برقی مدل TO-1343')).toEqual(['TO-1343'])
    expect(runs('گوشی موبایل اپل مدل iPhone 15 Pro Max ظرفیت ۲۵۶ گیگابایت')).toEqual(['iPhone 15 Pro Max'])
    expect(runs('گلکسی Galaxy S24+ و A55')).toEqual(['Galaxy S24+', 'A55'])
  })

  it('joins by punctuation only when more Latin follows', () => {
    expect(runs('Samsung، سامسونگ')).toEqual(['Samsung'])
    expect(runs('مدل X-. و')).toEqual(['X'])
    expect(runs('256GB, 8GB RAM')).toEqual(['256GB, 8GB RAM'])
  })

  it('gives back the whole text in order, and text without Latin as one part', () => {
    const text = 'بوش مدل GSR 12V-15 ۱۲ ولت'
    expect(
      latinRuns(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text)
    expect(latinRuns('کتاب فارسی ۱۲')).toEqual([{ text: 'کتاب فارسی ۱۲', latin: false }])
    expect(latinRuns('')).toEqual([])
  })
})
