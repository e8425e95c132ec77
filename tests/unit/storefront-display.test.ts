import { describe, expect, it } from 'vitest'
import { brandsOf } from '#api/brand-samples'
import { isShowable, wantsSuggestions } from '#api/search'
import { specRows } from '#features/catalog/product/spec-rows'
import { nextIndex } from '#features/search/next-index'
import { formatPercent } from '#lib/format-percent'
import { displayedImage, galleryOrder, imageOrPlaceholder, PLACEHOLDER_IMAGE } from '#lib/media'
import { pageWindow } from '#lib/page-window'
import type { CategoryFilter } from '#lib/product-list/specs-selection'
import { documentTitle } from '#lib/use-document-title'
import { discountText } from '#views/homepage/discount-text'

describe('product images', () => {
  const images = [
    { id: 1, url: '/media/a.webp', is_primary: false, order: 0 },
    { id: 2, url: '/media/b.webp', is_primary: true, order: 2 },
    { id: 3, url: '/media/c.webp', is_primary: false, order: 1 },
  ]
  it('shows the primary image, else the first, else the local placeholder', () => {
    expect(displayedImage(images)).toBe('/media/b.webp')
    expect(displayedImage(images.map((i) => ({ ...i, is_primary: false })))).toBe('/media/a.webp')
    expect(displayedImage([])).toBe(PLACEHOLDER_IMAGE)
    expect(PLACEHOLDER_IMAGE).toBe('/media/placeholder.webp')
    expect(imageOrPlaceholder(null)).toBe(PLACEHOLDER_IMAGE)
  })
  it('puts the primary image first in the gallery, then by order', () => {
    expect(galleryOrder(images).map((i) => i.id)).toEqual([2, 1, 3])
  })
})

describe('specs table', () => {
  const facets: CategoryFilter[] = [
    {
      id: 1,
      category_id: 1,
      key: 'storage',
      label_fa: 'حافظه داخلی',
      type: 'select',
      unit: 'گیگابایت',
      order: 0,
      options: [{ value: '128', label_fa: '۱۲۸ گیگابایت' }],
      range: null,
    },
    {
      id: 2,
      category_id: 1,
      key: 'screen',
      label_fa: 'اندازه صفحه',
      type: 'range',
      unit: 'اینچ',
      order: 1,
      options: [],
      range: null,
    },
    {
      id: 3,
      category_id: 1,
      key: 'network',
      label_fa: 'شبکه',
      type: 'multi_select',
      unit: null,
      order: 2,
      options: [{ value: '5G', label_fa: 'نسل پنجم' }],
      range: null,
    },
    {
      id: 4,
      category_id: 1,
      key: 'nfc',
      label_fa: 'NFC',
      type: 'boolean',
      unit: null,
      order: 3,
      options: [],
      range: null,
    },
  ]
  it('labels each spec with the category attribute, in its order, unknown keys last', () => {
    expect(specRows({ weight_g: 180, nfc: false, network: ['4G', '5G'], screen: 6.7, storage: '128' }, facets)).toEqual(
      [
        { key: 'storage', label: 'حافظه داخلی', value: '۱۲۸ گیگابایت' },
        { key: 'screen', label: 'اندازه صفحه', value: '۶٫۷ اینچ' },
        { key: 'network', label: 'شبکه', value: '4G، نسل پنجم' },
        { key: 'nfc', label: 'NFC', value: 'خیر' },
        { key: 'weight_g', label: 'weight g', value: '۱۸۰' },
      ],
    )
    expect(specRows(null, facets)).toEqual([])
  })
})

describe('small display helpers', () => {
  it('formats percents, discounts and titles in Persian', () => {
    expect(formatPercent(15)).toBe('۱۵٪')
    expect(discountText({ type: 'percentage', value: 15, max_amount: 2000000 })).toBe(
      '۱۵٪ تخفیف تا سقف ۲٬۰۰۰٬۰۰۰ تومان',
    )
    expect(discountText({ type: 'fixed', value: 50000, max_amount: null })).toBe('۵۰٬۰۰۰ تومان تخفیف')
    expect(documentTitle('گوشی موبایل')).toBe('گوشی موبایل | راسته')
    expect(documentTitle('')).toBe('راسته')
  })
  it('windows the page numbers', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4])
  })
  it('orders brands by how often they appear', () => {
    const a = { id: 1, slug: 'a', name_fa: 'الف', name_en: 'A' }
    const b = { id: 2, slug: 'b', name_fa: 'ب', name_en: 'B' }
    expect(brandsOf([{ brand: b }, { brand: a }, { brand: b }, { brand: null }]).map((x) => x.slug)).toEqual(['b', 'a'])
  })
})

describe('search box rules', () => {
  it('asks for suggestions from 2 characters of trimmed text', () => {
    expect(wantsSuggestions('گ')).toBe(false)
    expect(wantsSuggestions('  گ ')).toBe(false)
    expect(wantsSuggestions('گو')).toBe(true)
  })
  it('shows only suggestions with a category id, a phrase and a category name', () => {
    expect(isShowable({ id: 1, phrase: 'گوشی', fname: 'موبایل' })).toBe(true)
    expect(isShowable({ id: 1, phrase: 'گوشی', fname: '' })).toBe(false)
    expect(isShowable({ phrase: 'گوشی', fname: 'موبایل' })).toBe(false)
  })
  it('cycles the arrow keys through the options and back to the phrase', () => {
    expect(nextIndex(-1, 1, 3)).toBe(0)
    expect(nextIndex(2, 1, 3)).toBe(-1)
    expect(nextIndex(-1, -1, 3)).toBe(2)
    expect(nextIndex(0, -1, 3)).toBe(-1)
  })
})
