// The facet panel's edits of the chosen facets (./specs-selection.ts has their URL form): apart
// from the search schema the app's first script holds, so they load with the product lists.
import { cleanValue, type SpecRange, type SpecsSelection, type SpecValue } from './specs-selection'

function withKey(selection: SpecsSelection | undefined, key: string, value: SpecValue | undefined) {
  const next: SpecsSelection = { ...selection }
  if (value === undefined) delete next[key]
  else next[key] = value
  return Object.keys(next).length ? next : undefined
}

/** Tick or untick one option of a select/multi_select facet. */
export function toggleOption(selection: SpecsSelection | undefined, key: string, option: string) {
  const current = selection?.[key]
  const list = Array.isArray(current) ? current : []
  const next = list.includes(option) ? list.filter((item) => item !== option) : [...list, option]
  return withKey(selection, key, next.length ? next : undefined)
}

/** Set (or clear, with both ends empty) a range facet. */
export function setRange(selection: SpecsSelection | undefined, key: string, range: SpecRange) {
  return withKey(selection, key, cleanValue(range))
}

/** Turn a yes/no facet on (only products with it) or off (no filter). */
export function setFlag(selection: SpecsSelection | undefined, key: string, on: boolean) {
  return withKey(selection, key, on ? true : undefined)
}

export function removeSpec(selection: SpecsSelection | undefined, key: string) {
  return withKey(selection, key, undefined)
}

export function selectedOptions(selection: SpecsSelection | undefined, key: string): string[] {
  const value = selection?.[key]
  return Array.isArray(value) ? value : []
}

export function selectedRange(selection: SpecsSelection | undefined, key: string): SpecRange {
  const value = selection?.[key]
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {}
}
