import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { type Category, categoryTreeQueryOptions } from '#api/categories'
import { normalizeText } from '#sdk/rules/text'
import { Combobox, type ComboboxOption } from '#ui/panel/combobox'

/** Every category of the tree as «ریشه › فرزند › نوه», depth first. */
export function categoryOptions(roots: readonly Category[]): ComboboxOption[] {
  const out: ComboboxOption[] = []
  const walk = (list: readonly Category[], trail: string[]) => {
    for (const c of list) {
      const path = [...trail, c.name_fa]
      out.push({ value: String(c.id), label: path.join(' › ') })
      if (c.children?.length) walk(c.children, path)
    }
  }
  walk(roots, [])
  return out
}

interface CategoryPickerProps {
  label?: string
  value: number | null
  onChange: (id: number | null) => void
  invalid?: boolean
  placeholder?: string
}

/** A category chosen from the whole tree by typing part of its name (or its parents'). */
export function CategoryPicker({ label = 'دسته‌بندی', value, onChange, invalid, placeholder }: CategoryPickerProps) {
  const tree = useQuery(categoryTreeQueryOptions)
  const all = useMemo(() => categoryOptions(tree.data?.items ?? []), [tree.data])
  const [text, setText] = useState('')
  const items = useMemo(() => {
    const wanted = normalizeText(text)
    return (wanted ? all.filter((o) => normalizeText(o.label).includes(wanted)) : all).slice(0, 50)
  }, [all, text])
  const chosen = value === null ? null : (all.find((o) => o.value === String(value)) ?? null)
  return (
    <Combobox
      label={label}
      items={items}
      onSearch={setText}
      loading={tree.isPending}
      value={chosen}
      onValueChange={(option) => onChange(option ? Number(option.value) : null)}
      invalid={invalid}
      placeholder={placeholder ?? 'نام دسته‌بندی را بنویسید'}
    />
  )
}
