// Generated buying guides: one article per leaf category, written from the leaf's own data
// (its attributes, price band and brands). Deterministic, so every seed run writes the same text.
import { faDigits, faNumber } from '../text'
import type { ArticleDef } from './blog-articles'
import type { LeafRef } from './tree'
import type { AttrDef } from './types'

/** «الف»، «الف و ب»، «الف، ب و ج» */
function joinFa(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join('، ')} و ${items[items.length - 1]}`
}

/** Persian digits; thousands separators only where a number is long enough to need them. */
function num(n: number): string {
  return Math.abs(n) >= 10_000 ? faNumber(n) : faDigits(n)
}

const MAX_OPTIONS = 4

/** Two or three sentences about one attribute; `k` varies the wording between attributes. */
function attrText(a: AttrDef, k: number): string {
  const labels = (a.options ?? []).map((o) => o.label_fa)
  const shown = joinFa(labels.slice(0, MAX_OPTIONS))
  switch (a.type) {
    case 'select': {
      if (!labels.length) return `به ${a.label_fa} هم توجه کنید؛ این ویژگی در مشخصات هر کالا آمده است.`
      const first =
        k % 2 === 0
          ? `برای ${a.label_fa} گزینه‌هایی مثل ${shown} در دسترس است.`
          : `از نظر ${a.label_fa}، کالاهای این دسته با گزینه‌های ${shown} عرضه می‌شوند.`
      const second =
        a.inName !== undefined && labels.length > 1
          ? `معمولاً ${labels[0]} ارزان‌ترین گزینه است و هرچه به ${labels[labels.length - 1]} نزدیک‌تر شوید، قیمت هم بالاتر می‌رود.`
          : 'انتخاب میان آن‌ها بیشتر به سلیقه و نوع استفاده شما بستگی دارد.'
      return `${first} ${second}`
    }
    case 'multi_select':
      if (!labels.length) return `${a.label_fa} را هم در مشخصات کالا بررسی کنید.`
      return (
        `${a.label_fa} هم در انتخاب نقش دارد؛ در این دسته ${shown} بیشتر دیده می‌شود و یک کالا ممکن است چند مورد را با هم داشته باشد. ` +
        'در صفحه دسته می‌توانید چند گزینه را با هم فیلتر کنید.'
      )
    case 'range': {
      if (a.min === undefined || a.max === undefined) return `${a.label_fa} را با نیاز واقعی خود بسنجید.`
      const unit = a.unit ? ` ${a.unit}` : ''
      return (
        `${a.label_fa} در کالاهای این دسته از ${num(a.min)} تا ${num(a.max)}${unit} است. ` +
        'عدد بزرگ‌تر همیشه به معنای انتخاب بهتر نیست؛ مقدار مناسب را با توجه به نیاز خود تعیین کنید و با فیلتر بازه، کالاهای بیرون از آن را کنار بگذارید.'
      )
    }
    case 'boolean':
      return `ویژگی «${a.label_fa}» در همه کالاهای این دسته وجود ندارد. اگر برایتان مهم است، آن را در فیلترهای صفحه دسته فعال کنید تا فقط کالاهای دارای آن نمایش داده شوند.`
  }
}

function brandText(brandNames: string[]): string {
  const n = brandNames.length
  if (!n) return ''
  if (brandNames.every((b) => b.startsWith('نشر '))) {
    return n === 1
      ? `کتاب‌های این دسته را ${brandNames[0]} منتشر کرده است.`
      : `کتاب‌های این دسته را ناشرانی مانند ${joinFa(brandNames)} منتشر کرده‌اند.`
  }
  return n === 1
    ? `کالاهای این دسته در راسته از برند ${brandNames[0]} عرضه می‌شوند.`
    : `از برندهای این دسته در راسته می‌توان به ${joinFa(brandNames)} اشاره کرد.`
}

export function buyingGuide(row: LeafRef, brandNames: string[]): ArticleDef {
  const { leaf, root, midName } = row
  const intro =
    `${leaf.name} در گروه «${midName}» از بخش ${root.name} قرار دارد و انتخاب میان گزینه‌های آن همیشه ساده نیست. ` +
    'در این راهنما مهم‌ترین نکته‌های پیش از خرید را مرور می‌کنیم.'

  // Up to four attributes, two to a paragraph.
  const attrs = leaf.attrs.slice(0, 4)
  const attrParagraphs: string[] = []
  for (let i = 0; i < attrs.length; i += 2) {
    attrParagraphs.push(
      attrs
        .slice(i, i + 2)
        .map((a, j) => attrText(a, i + j))
        .join(' '),
    )
  }
  if (!attrParagraphs.length) {
    attrParagraphs.push(
      'پیش از خرید فهرستی از نیازهای خود بنویسید و توضیحات و مشخصات هر کالا را با دقت بخوانید. تصاویر و جزئیات صفحه کالا کمک می‌کنند انتخاب مطمئن‌تری داشته باشید.',
    )
  }

  const [low, high] = leaf.price
  const price =
    `قیمت ${leaf.name} در راسته بسته به برند و مشخصات از ${faNumber(low)} تا ${faNumber(high)} تومان است. ` +
    'اگر بودجه محدودی دارید، با فیلتر قیمت کالاهای نزدیک به کف این بازه را جدا کنید و مشخصاتشان را با هم بسنجید. ' +
    'بسیاری از کالاها را چند فروشنده با قیمت‌های متفاوت عرضه می‌کنند، پس پیشنهادهای فروشندگان مختلف را هم مقایسه کنید.'

  const closing = [
    brandText(brandNames),
    'پیش از نهایی کردن خرید، شرایط فروش و هزینه و زمان ارسال هر فروشنده را بررسی کنید تا مطمئن‌ترین پیشنهاد را انتخاب کنید.',
  ]
    .filter(Boolean)
    .join(' ')

  return {
    slug: `guide-${leaf.slug}`,
    title: `راهنمای خرید ${leaf.name}`,
    root: root.slug,
    paragraphs: [intro, ...attrParagraphs, price, closing],
  }
}
