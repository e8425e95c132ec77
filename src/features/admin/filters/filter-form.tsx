import { type KeyboardEvent, type ReactNode, useState } from 'react'
import { css } from 'styled-system/css'
import { dangerText, mutedText, stack, wrap } from 'styled-system/patterns'
import * as v from 'valibot'
import {
  FILTER_TYPE_LABELS,
  type FilterableAttribute,
  type FilterableAttributeCreate,
  type FilterableAttributeType,
} from '#api/filterable-attributes'
import { useApiForm } from '#lib/use-api-form'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import { NumberInput } from '#ui/panel/number-input'
import { OrderedList } from '#ui/panel/ordered-list'
import { Select } from '#ui/panel/select'
import { CategoryPicker } from './category-picker'

const TYPES = Object.keys(FILTER_TYPE_LABELS) as FilterableAttributeType[]
const withOptions = (type: string) => type === 'select' || type === 'multi_select'

const option = v.object({
  value: v.pipe(v.string(), v.trim(), v.nonEmpty('مقدار گزینه را بنویسید'), v.maxLength(100, 'حداکثر ۱۰۰ نویسه')),
  label_fa: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('برچسب فارسی گزینه را بنویسید'),
    v.maxLength(100, 'حداکثر ۱۰۰ نویسه'),
  ),
})

const schema = v.pipe(
  v.object({
    category_id: v.pipe(
      v.nullable(v.number()),
      v.check((id) => id !== null, 'دسته‌بندی را انتخاب کنید'),
    ),
    key: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('کلید را بنویسید'),
      v.maxLength(64, 'حداکثر ۶۴ نویسه'),
      v.regex(/^[a-z][a-z0-9_]*$/, 'فقط حروف کوچک لاتین، رقم و _ ؛ با یک حرف شروع شود (مثل body_material)'),
    ),
    label_fa: v.pipe(v.string(), v.trim(), v.nonEmpty('عنوان فارسی را بنویسید'), v.maxLength(100, 'حداکثر ۱۰۰ نویسه')),
    type: v.picklist(TYPES, 'نوع فیلتر را انتخاب کنید'),
    options: v.array(option),
    unit: v.pipe(v.string(), v.trim(), v.maxLength(30, 'حداکثر ۳۰ نویسه')),
    order: v.pipe(
      v.number(),
      v.integer(),
      v.minValue(0, 'ترتیب از صفر کمتر نیست'),
      v.maxValue(10_000, 'حداکثر ۱۰٬۰۰۰'),
    ),
  }),
  v.forward(
    v.check((f) => !withOptions(f.type) || f.options.length > 0, 'دست‌کم یک گزینه بیفزایید'),
    ['options'],
  ),
  v.forward(
    v.check(
      (f) => new Set(f.options.map((o) => o.value.trim())).size === f.options.length,
      'مقدار هر گزینه باید یکتا باشد',
    ),
    ['options'],
  ),
)

type Values = v.InferInput<typeof schema>

export function filterValues(f?: FilterableAttribute): Values {
  return {
    category_id: f?.category_id ?? null,
    key: f?.key ?? '',
    label_fa: f?.label_fa ?? '',
    type: f?.type ?? 'select',
    options: f?.options ?? [],
    unit: f?.unit ?? '',
    order: f?.order ?? 0,
  }
}

/** What the API takes: options only for the choice types, a unit only for a range. */
function body(values: v.InferOutput<typeof schema>): FilterableAttributeCreate {
  return {
    category_id: values.category_id as number,
    key: values.key,
    label_fa: values.label_fa,
    type: values.type,
    options: withOptions(values.type) ? values.options : [],
    unit: values.type === 'range' && values.unit ? values.unit : null,
    order: values.order,
  }
}

const formClass = stack({ gap: '5', maxW: '3xl' })
const sectionClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  bg: 'bg.surface',
  p: { base: '4', md: '5' },
})
const pairClass = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })
const optionRowClass = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr auto' },
  gap: '2',
  alignItems: 'end',
})
const actionsClass = wrap({ gap: '3', alignItems: 'center' })
const alertClass = dangerText()

interface FilterFormProps {
  initial?: FilterableAttribute
  submitLabel: string
  onSubmit: (body: FilterableAttributeCreate) => Promise<unknown>
  /** Beside the submit button (the edit page's delete) */
  extra?: ReactNode
}

/** The filter's fields: category, key, Persian label, type, the options (for the choice types), unit (range) and order. */
export function FilterForm({ initial, submitLabel, onSubmit, extra }: FilterFormProps) {
  const form = useApiForm({
    schema,
    initialValues: filterValues(initial),
    onSubmit: (values) => onSubmit(body(values)),
  })
  const { values } = form
  const options = values.options
  const setOptions = (next: Values['options']) => form.setValue('options', next)
  return (
    <form onSubmit={form.handleSubmit} noValidate className={formClass}>
      <fieldset className={sectionClass}>
        <CategoryPicker
          value={values.category_id}
          onChange={(id) => form.setValue('category_id', id)}
          invalid={Boolean(form.error('category_id'))}
        />
        {form.error('category_id') ? <p className={alertClass}>{form.error('category_id')}</p> : null}
        <div className={pairClass}>
          <Field.Root invalid={Boolean(form.error('label_fa'))} required>
            <Field.Label>عنوان فارسی</Field.Label>
            <Field.Input
              value={values.label_fa}
              onChange={(e) => form.setValue('label_fa', e.target.value)}
              onBlur={form.blur('label_fa')}
              placeholder="مثلاً جنس بدنه"
            />
            <Field.ErrorText>{form.error('label_fa')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(form.error('key'))} required>
            <Field.Label>کلید (در مشخصات محصول)</Field.Label>
            <Field.Input
              dir="ltr"
              value={values.key}
              onChange={(e) => form.setValue('key', e.target.value)}
              onBlur={form.blur('key')}
              placeholder="body_material"
              autoCapitalize="off"
              spellCheck={false}
            />
            {form.error('key') ? (
              <Field.ErrorText>{form.error('key')}</Field.ErrorText>
            ) : (
              <Field.HelperText>حروف کوچک لاتین، رقم و _</Field.HelperText>
            )}
          </Field.Root>
        </div>
        <div className={pairClass}>
          <Select
            label="نوع فیلتر"
            options={TYPES.map((t) => ({ value: t, label: FILTER_TYPE_LABELS[t] }))}
            value={values.type}
            onValueChange={(type) => form.setValue('type', type as FilterableAttributeType)}
          />
          <Field.Root invalid={Boolean(form.error('order'))}>
            <Field.Label>ترتیب نمایش</Field.Label>
            <NumberInput
              value={values.order}
              onValueChange={(n) => form.setValue('order', n ?? 0)}
              min={0}
              max={10_000}
            />
            {form.error('order') ? (
              <Field.ErrorText>{form.error('order')}</Field.ErrorText>
            ) : (
              <Field.HelperText>عدد کوچک‌تر زودتر نشان داده می‌شود</Field.HelperText>
            )}
          </Field.Root>
        </div>
        {values.type === 'range' ? (
          <Field.Root invalid={Boolean(form.error('unit'))}>
            <Field.Label>واحد (اختیاری)</Field.Label>
            <Field.Input
              value={values.unit}
              onChange={(e) => form.setValue('unit', e.target.value)}
              placeholder="مثلاً گرم یا اینچ"
            />
            <Field.ErrorText>{form.error('unit')}</Field.ErrorText>
          </Field.Root>
        ) : null}
      </fieldset>
      {withOptions(values.type) ? (
        <OptionsEditor options={options} onChange={setOptions} error={form.error('options')} />
      ) : null}
      {form.formError ? (
        <p role="alert" className={alertClass}>
          {form.formError}
        </p>
      ) : null}
      <div className={actionsClass}>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'در حال ذخیره…' : submitLabel}
        </Button>
        {extra}
      </div>
    </form>
  )
}

interface OptionsEditorProps {
  options: Values['options']
  onChange: (options: Values['options']) => void
  error: string | null
}

/** The choices of a select filter: a new one typed and added, then put in order or removed. */
function OptionsEditor({ options, onChange, error }: OptionsEditorProps) {
  const items = options.map((o, i) => ({ key: `${o.value}:${i}`, kind: o.value, label: o.label_fa, option: o }))
  return (
    <fieldset className={sectionClass}>
      <legend className={css({ fontWeight: 'bold', fontSize: 'md', px: '1' })}>گزینه‌ها</legend>
      {items.length ? (
        <OrderedList
          label="گزینه‌های فیلتر"
          items={items}
          onChange={(next) => onChange(next.map((n) => n.option))}
          onRemove={(item) => onChange(options.filter((_, i) => `${options[i].value}:${i}` !== item.key))}
        />
      ) : (
        <p className={mutedText()}>هنوز گزینه‌ای نیفزوده‌اید.</p>
      )}
      <NewOption onAdd={(o) => onChange([...options, o])} taken={options.map((o) => o.value)} />
      {error ? (
        <p role="alert" className={alertClass}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

function NewOption({ onAdd, taken }: { onAdd: (o: { value: string; label_fa: string }) => void; taken: string[] }) {
  const [label, setLabel] = useState('')
  const [value, setValue] = useState('')
  const [errors, setErrors] = useState<{ label?: string; value?: string }>({})
  const add = () => {
    const next = { label: label.trim(), value: value.trim() }
    const found = {
      label: next.label ? undefined : 'برچسب فارسی گزینه را بنویسید',
      value: !next.value
        ? 'مقدار گزینه را بنویسید'
        : taken.includes(next.value)
          ? 'این مقدار در گزینه‌ها هست'
          : undefined,
    }
    setErrors(found)
    if (found.label || found.value) return
    onAdd({ value: next.value, label_fa: next.label })
    setLabel('')
    setValue('')
  }
  const onEnter = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault()
      add()
    }
  }
  return (
    <div className={optionRowClass}>
      <Field.Root invalid={Boolean(errors.label)}>
        <Field.Label>برچسب گزینهٔ تازه</Field.Label>
        <Field.Input
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          onKeyDown={onEnter}
          placeholder="مثلاً چوب ماهون"
        />
        <Field.ErrorText>{errors.label}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.value)}>
        <Field.Label>مقدار (در مشخصات محصول)</Field.Label>
        <Field.Input
          dir="ltr"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={onEnter}
          placeholder="mahogany"
          autoCapitalize="off"
          spellCheck={false}
        />
        <Field.ErrorText>{errors.value}</Field.ErrorText>
      </Field.Root>
      <Button variant="outline" onClick={add}>
        افزودن گزینه
      </Button>
    </div>
  )
}
