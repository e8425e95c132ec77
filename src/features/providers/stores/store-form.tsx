import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import type { MyStore } from '#api/seller-stores'
import { typedAsPersian } from '#lib/fa'
import { uploadImage } from '#lib/upload'
import { useApiForm } from '#lib/use-api-form'
import { isKnownPlace } from '#sdk/rules/iran-places'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import { ImageUploader } from '#ui/panel/image-uploader'
import { PlaceFields } from '#views/address/place-fields'
import { legendClass, numberClass, optional, pairClass, sectionClass, TextField } from './store-form-parts'
import { type StoreFormOutput, storeFormSchema } from './store-form-rules'
import { storeFormValues } from './store-form-values'
import { StoreIdentityFields } from './store-identity-fields'
import { ShippingFields } from './store-shipping-fields'

interface StoreFormProps {
  /** The store to edit; without it the form creates one (and offers the kind). */
  store?: MyStore
  submitLabel: string
  /** Saves; a thrown ApiError 422 puts the server's messages on their fields. */
  onSubmit: (values: StoreFormOutput) => Promise<unknown>
}

const formClass = stack({ gap: '5', maxW: '3xl' })
const uploadStore = (file: File, onProgress: (fraction: number) => void) =>
  uploadImage(file, onProgress, { folder: 'stores' })
const oneImage = (url: string) => (url ? [{ id: url, url }] : [])

/**
 * The store form of sign-up, «افزودن فروشگاه» and «ویرایش فروشگاه»: the store, its contact and
 * place, the owner's identity (individual or legal entity) with Sheba, and shipping.
 */
export function StoreForm({ store, submitLabel, onSubmit }: StoreFormProps) {
  const form = useApiForm({ schema: storeFormSchema, initialValues: storeFormValues(store), onSubmit })
  const { values, setValue, error } = form
  const text = (name: 'name' | 'slug' | 'description' | 'phone' | 'email' | 'address' | 'postal_code') => ({
    value: values[name],
    // Numbers show in Persian digits as they are typed, whatever the keyboard (saved as Latin).
    onChange: (e: { target: { value: string } }) =>
      setValue(name, name === 'phone' || name === 'postal_code' ? typedAsPersian(e.target.value) : e.target.value),
    onBlur: form.blur(name),
  })

  return (
    <form className={formClass} noValidate onSubmit={form.handleSubmit} aria-busy={form.submitting}>
      <fieldset className={sectionClass}>
        <legend className={legendClass}>فروشگاه</legend>
        <div className={pairClass}>
          <TextField label="نام فروشگاه" error={error('name')} required>
            <Field.Input {...text('name')} maxLength={100} />
          </TextField>
          <TextField
            label="نشانی اینترنتی"
            hint={optional}
            error={error('slug')}
            helper="مثلا pars-digital؛ خالی بماند از نام ساخته می‌شود"
          >
            <Field.Input {...text('slug')} dir="ltr" maxLength={60} className={numberClass} />
          </TextField>
        </div>
        <TextField label="توضیحات" hint={optional} error={error('description')}>
          <Field.Textarea {...text('description')} rows={3} maxLength={1000} />
        </TextField>
        <div className={pairClass}>
          <ImageUploader
            label="لوگو"
            max={1}
            value={oneImage(values.logo_url)}
            onValueChange={(images) => setValue('logo_url', images[0]?.url ?? '')}
            upload={uploadStore}
          />
          <ImageUploader
            label="تصویر سربرگ"
            max={1}
            value={oneImage(values.banner_url)}
            onValueChange={(images) => setValue('banner_url', images[0]?.url ?? '')}
            upload={uploadStore}
          />
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>تماس و نشانی</legend>
        <div className={pairClass}>
          <TextField label="شماره تماس" error={error('phone')} required>
            <Field.Input
              {...text('phone')}
              type="tel"
              inputMode="numeric"
              dir="ltr"
              className={numberClass}
              placeholder="۰۲۱۸۸۷۷۶۶۵۵"
            />
          </TextField>
          <TextField label="ایمیل" hint={optional} error={error('email')}>
            <Field.Input {...text('email')} type="email" dir="ltr" className={numberClass} autoComplete="email" />
          </TextField>
        </div>
        <div className={pairClass}>
          <PlaceFields
            province={values.province}
            city={values.city}
            errors={{ province: error('province') ?? undefined, city: error('city') ?? undefined }}
            onProvinceChange={(province) => {
              setValue('province', province)
              if (!isKnownPlace(province, values.city)) setValue('city', '')
            }}
            onCityChange={(city) => setValue('city', city)}
          />
        </div>
        <TextField label="نشانی" error={error('address')} required>
          <Field.Textarea {...text('address')} rows={2} maxLength={500} placeholder="خیابان، کوچه، پلاک" />
        </TextField>
        <TextField label="کد پستی" error={error('postal_code')} required helper="۱۰ رقمی">
          <Field.Input {...text('postal_code')} inputMode="numeric" dir="ltr" className={numberClass} />
        </TextField>
      </fieldset>

      <StoreIdentityFields
        values={values}
        kindLocked={Boolean(store)}
        setValue={(name, value) => setValue(name, value)}
        blur={form.blur}
        error={error}
      />

      <ShippingFields value={values.shipping} onChange={(shipping) => setValue('shipping', shipping)} error={error} />

      {form.formError ? (
        <p
          role="alert"
          className={css({
            color: 'danger.default',
            bg: 'danger.subtle',
            borderRadius: 'control',
            p: '3',
            fontSize: 'sm',
          })}
        >
          {form.formError}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'در حال ذخیره...' : submitLabel}
        </Button>
      </div>
    </form>
  )
}
