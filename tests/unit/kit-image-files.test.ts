import { describe, expect, it } from 'vitest'
import { IMAGE_ACCEPT, imageFileProblem, MAX_IMAGE_BYTES, roomFor } from '#lib/image-files'

describe('images an upload takes (files.yaml)', () => {
  it('takes JPEG, PNG, WebP and AVIF up to 5 MB', () => {
    for (const type of IMAGE_ACCEPT.split(',')) expect(imageFileProblem({ type, size: 1000 })).toBeNull()
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull()
  })

  it('names the problem in Persian', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 1000 })).toBe('فقط تصویر JPEG، PNG، WebP یا AVIF پذیرفته می‌شود')
    expect(imageFileProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe(
      'حجم تصویر باید حداکثر ۵ مگابایت باشد',
    )
    expect(imageFileProblem({ type: 'image/jpeg', size: 0 })).toBe('فایل خالی است')
  })

  it('counts the room left', () => {
    expect(roomFor(3, 10)).toBe(7)
    expect(roomFor(12, 10)).toBe(0)
  })
})
