import { Field as ArkField } from '@ark-ui/react/field'
import { field } from 'styled-system/recipes'
import { citiesOf, PROVINCES } from '#sdk/rules/iran-places'
import * as Field from '#ui/field'

interface PlaceFieldsProps {
  province: string
  city: string
  errors: { province?: string; city?: string }
  onProvinceChange: (province: string) => void
  onCityChange: (city: string) => void
}

const selectClass = field().select

/** Province, then the cities of that province: native selects, so phones show their own pickers. */
export function PlaceFields({ province, city, errors, onProvinceChange, onCityChange }: PlaceFieldsProps) {
  const cities = citiesOf(province)
  // An address saved before a list change keeps showing its city (and the rules flag it).
  const options = city && !cities.includes(city) ? [city, ...cities] : cities
  return (
    <>
      <Field.Root invalid={Boolean(errors.province)} required>
        <Field.Label>استان</Field.Label>
        <ArkField.Select
          className={selectClass}
          name="province"
          value={province}
          onChange={(e) => onProvinceChange(e.target.value)}
          autoComplete="address-level1"
        >
          <option value="" disabled>
            انتخاب استان
          </option>
          {PROVINCES.map((p) => (
            <option key={p.name} value={p.name}>
              {p.name}
            </option>
          ))}
        </ArkField.Select>
        <Field.ErrorText>{errors.province}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.city)} required disabled={!province}>
        <Field.Label>شهر</Field.Label>
        <ArkField.Select
          className={selectClass}
          name="city"
          value={city}
          onChange={(e) => onCityChange(e.target.value)}
          autoComplete="address-level2"
        >
          {/* Disabled only beside real options: a select whose every option is disabled selects
              none and shows blank, so without a province the placeholder stays pickable (issue 11). */}
          <option value="" disabled={options.length > 0}>
            {province ? 'انتخاب شهر' : 'ابتدا استان را انتخاب کنید'}
          </option>
          {options.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </ArkField.Select>
        {errors.city ? (
          <Field.ErrorText>{errors.city}</Field.ErrorText>
        ) : province ? null : (
          <Field.HelperText>فهرست شهرها پس از انتخاب استان نمایش داده می‌شود.</Field.HelperText>
        )}
      </Field.Root>
    </>
  )
}
