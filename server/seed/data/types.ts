// The shapes of the seed's hand-written data: the category tree with each leaf's filterable
// attributes, brands and stores. Pure data, no database types, so unit tests can read it directly.

export type AttrType = 'select' | 'multi_select' | 'range' | 'boolean'

export interface AttrOption {
  /** Latin kebab-case value stored in product specs */
  value: string
  label_fa: string
}

export interface AttrDef {
  /** snake_case key in product specs, unique within a leaf */
  key: string
  label_fa: string
  type: AttrType
  /** select and multi_select; for select the order is cheapest → dearest when inName is set */
  options?: AttrOption[]
  unit?: string
  /** range: products get min + k × step up to max */
  min?: number
  max?: number
  step?: number
  /** multi_select: at most this many values per product (default 3) */
  pickMax?: number
  /** the value goes into the product name after this word ('' for the value alone) */
  inName?: string
}

/** A book leaf names real-looking titles instead of model numbers. */
export interface BookTitle {
  fa: string
  en: string
  author: string
}

export interface LeafDef {
  slug: string
  name: string
  /** English noun for the Latin product name, e.g. 'Smartphone' */
  en: string
  /** Persian noun that starts every product name, e.g. 'گوشی موبایل' */
  noun: string
  /** brand slugs from brands.ts */
  brands: string[]
  attrs: AttrDef[]
  /** toman, [cheapest, dearest] */
  price: [number, number]
  /** index into the root's shapes: the picture of this leaf's products */
  shape: number
  /** how many products this leaf gets relative to others (default 1) */
  weight?: number
  titles?: BookTitle[]
  /** brand slug → model patterns, '#' becomes a digit (e.g. 'Galaxy A#5') */
  series?: Record<string, string[]>
}

export interface MidDef {
  slug: string
  name: string
  leaves: LeafDef[]
}

export interface RootDef {
  slug: string
  name: string
  /** base hue of the root's images */
  hue: number
  /** four shape names from media/shapes-*.ts */
  shapes: string[]
  /** sentences for product descriptions */
  blurbs: string[]
  mids: MidDef[]
}

export interface BrandDef {
  slug: string
  fa: string
  en: string
}
