// A product's specs: one value per filterable attribute of its category, drawn from the options
// (range values are numbers on the attribute's step), and the words they add to the name.
import type { Specs, SpecValue } from '../../db/schema'
import type { AttrDef } from '../data/types'
import type { Rng } from '../random'
import { faDigits } from '../text'

export function makeSpecs(attrs: AttrDef[], rng: Rng): Specs {
  const specs: Specs = {}
  for (const attr of attrs) specs[attr.key] = specValue(attr, rng)
  return specs
}

function specValue(attr: AttrDef, rng: Rng): SpecValue {
  const options = attr.options ?? []
  switch (attr.type) {
    case 'select':
      return rng.pick(options).value
    case 'multi_select': {
      const k = rng.int(1, Math.min(attr.pickMax ?? 3, options.length))
      return rng.sample(options, k).map((o) => o.value)
    }
    case 'range': {
      const { min = 0, max = 0, step = 1 } = attr
      const steps = Math.round((max - min) / step)
      const decimals = (String(step).split('.')[1] ?? '').length
      return Number((min + step * rng.int(0, steps)).toFixed(decimals))
    }
    case 'boolean':
      return rng.chance(0.5)
  }
}

/** The Persian text of one value: an option's label, a number with its unit, بله/خیر. */
export function specLabel(attr: AttrDef, value: SpecValue): string {
  if (typeof value === 'boolean') return value ? 'بله' : 'خیر'
  if (typeof value === 'number') return `${faDigits(value)}${attr.unit ? ` ${attr.unit}` : ''}`
  const values = Array.isArray(value) ? value : [value]
  return values.map((v) => attr.options?.find((o) => o.value === v)?.label_fa ?? v).join('، ')
}

/** Words for the product name from attributes marked inName, e.g. «ظرفیت ۲۵۶ گیگابایت». */
export function nameParts(attrs: AttrDef[], specs: Specs): string[] {
  return attrs
    .filter((a) => a.inName !== undefined && specs[a.key] !== undefined)
    .map((a) => [a.inName, specLabel(a, specs[a.key])].filter(Boolean).join(' '))
}
