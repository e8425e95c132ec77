import { describe, expect, it } from 'vitest'
import { articleLead } from '#features/blog/article-lead'

describe('an article’s lead', () => {
  const body = '<p>راهنمای خرید گوشی در سال ۱۴۰۵ &amp; نکته‌ها</p>\n<p>بند دوم</p>'

  it('is left out when the body opens with the excerpt, whole or cut with «…»', () => {
    expect(articleLead('راهنمای خرید گوشی در سال ۱۴۰۵ & نکته‌ها', body)).toBeNull()
    expect(articleLead('راهنمای خرید گوشی…', body)).toBeNull()
    expect(articleLead('  ', body)).toBeNull()
    expect(articleLead(null, body)).toBeNull()
  })

  it('is shown when it says something else', () => {
    expect(articleLead('خلاصه‌ای از نکته‌های خرید', body)).toBe('خلاصه‌ای از نکته‌های خرید')
  })
})
