import { Link } from '@tanstack/react-router'
import { dataTable } from 'styled-system/recipes'
import { FILTER_TYPE_LABELS, type FilterableAttribute } from '#api/filterable-attributes'
import { toPersianDigits } from '#lib/fa'
import type { Column } from '#ui/panel/data-table/data-table'

/** The filters list's columns: label (the edit link), key, category, type, options, order. */
export function filterColumns(categoryName: (id: number) => string): Column<FilterableAttribute>[] {
  return [
    {
      key: 'label_fa',
      header: 'عنوان',
      primary: true,
      cell: (f) => (
        <Link to="/admin/filters/edit/$id" params={{ id: String(f.id) }} className={dataTable().rowLink}>
          {f.label_fa}
        </Link>
      ),
    },
    { key: 'key', header: 'کلید', cell: (f) => <bdi dir="ltr">{f.key}</bdi> },
    { key: 'category', header: 'دسته‌بندی', cell: (f) => categoryName(f.category_id) },
    {
      key: 'type',
      header: 'نوع',
      cell: (f) => (f.unit ? `${FILTER_TYPE_LABELS[f.type]} (${f.unit})` : FILTER_TYPE_LABELS[f.type]),
    },
    {
      key: 'options',
      header: 'گزینه‌ها',
      cell: (f) => (f.options.length ? f.options.map((o) => o.label_fa).join('، ') : '—'),
    },
    { key: 'order', header: 'ترتیب', cell: (f) => toPersianDigits(f.order) },
  ]
}
