import { Field as ArkField } from '@ark-ui/react/field'
import { css } from 'styled-system/css'
import { dangerText } from 'styled-system/patterns'
import { field } from 'styled-system/recipes'
import { shippingMethodLabel } from '#lib/shipping-rules'
import type { Schemas } from '#sdk'
import { citiesOf, PROVINCES } from '#sdk/rules/iran-places'
import { NumberInput } from '#ui/panel/number-input'
import { legendClass, sectionClass, TextField } from './store-form-parts'

type Method = Schemas['ShippingMethodOption']
export interface ShippingValues {
  methods: Method[]
  cod_allowed: boolean
  courier_city: string
}

interface ShippingFieldsProps {
  value: ShippingValues
  onChange: (value: ShippingValues) => void
  error: (name: string) => string | null
}

const rowClass = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr 1fr', md: '10rem 1fr 1fr 1fr' },
  gap: '3',
  alignItems: 'end',
  pb: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
})
const checkClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  cursor: 'pointer',
  minH: '11',
})
const boxClass = css({ w: '5', h: '5', accentColor: 'accent.default' })

// The courier's one city (a native select grouped by province: phones show their own picker).
const selectClass = field().select

/** Shipping: each method on or off with its fee and days, cash on delivery, the courier's city. */
export function ShippingFields({ value, onChange, error }: ShippingFieldsProps) {
  const setMethod = (index: number, change: Partial<Method>) =>
    onChange({ ...value, methods: value.methods.map((m, i) => (i === index ? { ...m, ...change } : m)) })
  const courierOn = value.methods.some((m) => m.method === 'courier' && m.enabled)
  return (
    <fieldset className={sectionClass}>
      <legend className={legendClass}>ارسال</legend>
      {value.methods.map((m, i) => (
        <div key={m.method} className={rowClass}>
          <label className={checkClass}>
            <input
              type="checkbox"
              className={boxClass}
              checked={m.enabled}
              onChange={(e) => setMethod(i, { enabled: e.target.checked })}
            />
            {shippingMethodLabel(m.method)}
          </label>
          <TextField label="هزینه ارسال" error={error(`shipping.methods.${i}.fee`)}>
            <NumberInput
              value={m.fee}
              onValueChange={(fee) => setMethod(i, { fee: fee ?? 0 })}
              min={0}
              toman
              disabled={!m.enabled}
            />
          </TextField>
          <TextField label="کمترین زمان (روز)" error={error(`shipping.methods.${i}.estimated_days_min`)}>
            <NumberInput
              value={m.estimated_days_min}
              onValueChange={(days) => setMethod(i, { estimated_days_min: days ?? 0 })}
              min={0}
              max={60}
              disabled={!m.enabled}
            />
          </TextField>
          <TextField label="بیشترین زمان (روز)" error={error(`shipping.methods.${i}.estimated_days_max`)}>
            <NumberInput
              value={m.estimated_days_max}
              onValueChange={(days) => setMethod(i, { estimated_days_max: days ?? 0 })}
              min={0}
              max={60}
              disabled={!m.enabled}
            />
          </TextField>
        </div>
      ))}
      {courierOn ? (
        <TextField label="شهر ارسال با پیک" error={error('shipping.courier_city')} required>
          <ArkField.Select
            className={selectClass}
            value={value.courier_city}
            onChange={(e) => onChange({ ...value, courier_city: e.target.value })}
          >
            <option value="">انتخاب شهر</option>
            {PROVINCES.map((p) => (
              <optgroup key={p.name} label={p.name}>
                {citiesOf(p.name).map((city) => (
                  <option key={city} value={city}>
                    {city}
                  </option>
                ))}
              </optgroup>
            ))}
          </ArkField.Select>
        </TextField>
      ) : null}
      <label className={checkClass}>
        <input
          type="checkbox"
          className={boxClass}
          checked={value.cod_allowed}
          onChange={(e) => onChange({ ...value, cod_allowed: e.target.checked })}
        />
        پرداخت در محل را می‌پذیرم
      </label>
      {error('shipping') ? (
        <p role="alert" className={dangerText()}>
          {error('shipping')}
        </p>
      ) : null}
    </fieldset>
  )
}
