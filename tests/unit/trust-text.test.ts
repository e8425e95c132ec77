import { describe, expect, it } from 'vitest'
import { publicName, trustText } from '../../server/modules/trust'

describe('trust text', () => {
  it('keeps plain Persian text as a reader expects it, paragraphs kept', () => {
    expect(trustText('  كيفيت   عالي  \n\n\n\nارسال سريع ', 'body', 100)).toBe('کیفیت عالی\n\nارسال سریع')
  })

  it('refuses markup with a Persian message instead of stripping it', () => {
    expect(() => trustText('<b>عالی</b>', 'body', 100)).toThrow('HTML')
    expect(() => trustText('سلام &lt;script', 'body', 100)).toThrow('HTML')
    expect(() => trustText('قیمت < ۲ میلیون و کیفیت > انتظار', 'body', 100)).not.toThrow()
  })

  it('enforces the length after normalising', () => {
    expect(() => trustText(' ا ', 'body', 100)).toThrow('دست‌کم')
    expect(() => trustText('ا'.repeat(101), 'body', 100)).toThrow('حداکثر')
  })

  it('shows a first name and an initial', () => {
    expect(publicName('مریم کاظمی')).toBe('مریم ک.')
    expect(publicName('علی')).toBe('علی')
    expect(publicName(' ')).toBe('کاربر راسته')
  })
})
