import { describe, expect, it } from 'vitest'
import { publicName } from '#sdk/rules/reviewer-name'

describe('a reviewer’s public name', () => {
  it('is the first name and the last name’s initial', () => {
    expect(publicName('مریم کریمی')).toBe('مریم ک.')
    expect(publicName('  علی  رضا   احمدی ')).toBe('علی ا.')
  })
  it('is the one name given, or «کاربر راسته» for none', () => {
    expect(publicName('مریم')).toBe('مریم')
    expect(publicName('')).toBe('کاربر راسته')
    expect(publicName(null)).toBe('کاربر راسته')
  })
})
