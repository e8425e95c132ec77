import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { css } from 'styled-system/css'
import { dangerText, mutedText, stack } from 'styled-system/patterns'
import {
  type CatalogueItem,
  catalogueSearchQueryOptions,
  createProduct,
  invalidateSellerProducts,
  MAX_PRODUCT_IMAGES,
  type ProductCreate,
} from '#api/seller-products/seller-products'
import { errorDetail } from '#lib/errors'
import { serverErrors } from '#lib/form-errors'
import { toast } from '#lib/toast'
import { type UploadedImage, uploadImage } from '#lib/upload'
import { useDocumentTitle } from '#lib/use-document-title'
import { newIdempotencyKey } from '#sdk'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import * as Card from '#ui/panel/card'
import { Combobox, type ComboboxOption } from '#ui/panel/combobox'
import { ImageUploader } from '#ui/panel/image-uploader'
import { NumberInput } from '#ui/panel/number-input'
import { PanelHeader } from '#ui/panel/panel-layout'
import * as Tabs from '#ui/panel/tabs'
import {
  emptyProductData,
  ProductDataFields,
  type ProductDataValues,
  type ProductFormErrors,
  productDataBody,
  productFormFields,
  withoutEdited,
} from './product-data-fields'

const column = stack({ gap: '4' })
const row = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })

interface OfferValues {
  price: number | null
  stock: number | null
}

function offerProblems(offer: OfferValues) {
  const problems: { price?: string; stock?: string } = {}
  if (!offer.price || offer.price < 1) problems.price = 'قیمت فروش را وارد کنید'
  if (offer.stock === null || offer.stock < 0) problems.stock = 'موجودی را وارد کنید'
  return problems
}

function OfferFields({
  offer,
  onChange,
  errors,
}: {
  offer: OfferValues
  onChange: (offer: OfferValues) => void
  errors: { price?: string; stock?: string }
}) {
  return (
    <div className={row}>
      <Field.Root required invalid={Boolean(errors.price)}>
        <Field.Label>قیمت فروش (تومان)</Field.Label>
        <NumberInput
          value={offer.price}
          emptyAs={null}
          min={1}
          toman
          onValueChange={(price) => onChange({ ...offer, price })}
        />
        <Field.ErrorText>{errors.price}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={Boolean(errors.stock)}>
        <Field.Label>موجودی</Field.Label>
        <NumberInput
          value={offer.stock}
          emptyAs={null}
          min={0}
          onValueChange={(stock) => onChange({ ...offer, stock })}
        />
        <Field.ErrorText>{errors.stock}</Field.ErrorText>
      </Field.Root>
    </div>
  )
}

/** Sends POST /products once per attempt (its Idempotency-Key), then opens the new product. */
function useCreate(storeId: string) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [key] = useState(newIdempotencyKey)
  return useMutation({
    mutationFn: (body: ProductCreate) => createProduct(Number(storeId), body, key),
    meta: { silentError: true },
    onSuccess: async (product) => {
      void invalidateSellerProducts(queryClient)
      toast({ title: 'محصول به فروشگاه افزوده شد', variant: 'success' })
      await navigate({ to: '/providers/$storeId/products/$id', params: { storeId, id: String(product.id) } })
    },
  })
}

/**
 * /providers/$storeId/products/add: offer a catalogue product at the store's price and stock, or
 * create a new product (names, category, brand, description, photos).
 */
export function ProductAddPage({ storeId }: { storeId: string }) {
  useDocumentTitle('افزودن محصول')
  const [tab, setTab] = useState('catalogue')
  return (
    <>
      <PanelHeader title="افزودن محصول" />
      <Tabs.Root value={tab} onValueChange={({ value }) => setTab(value)}>
        <Tabs.List aria-label="روش افزودن محصول">
          <Tabs.Trigger value="catalogue">انتخاب از کاتالوگ</Tabs.Trigger>
          <Tabs.Trigger value="new">ساخت محصول تازه</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="catalogue">
          <FromCatalogue storeId={storeId} />
        </Tabs.Content>
        <Tabs.Content value="new">
          <NewProduct storeId={storeId} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  )
}

function catalogueLabel(item: CatalogueItem): string {
  return item.brand ? `${item.name_fa} (${item.brand.name_fa})` : item.name_fa
}

function FromCatalogue({ storeId }: { storeId: string }) {
  const [phrase, setPhrase] = useState('')
  const [chosen, setChosen] = useState<CatalogueItem | null>(null)
  const [offer, setOffer] = useState<OfferValues>({ price: null, stock: null })
  const [errors, setErrors] = useState<{ price?: string; stock?: string; item?: string }>({})
  const search = useQuery(catalogueSearchQueryOptions(phrase))
  const create = useCreate(storeId)
  const items = search.data?.items ?? []
  const options: ComboboxOption[] = items.map((item) => ({ value: String(item.id), label: catalogueLabel(item) }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problems: typeof errors = { ...offerProblems(offer) }
    if (!chosen) problems.item = 'محصولی از کاتالوگ انتخاب کنید'
    setErrors(problems)
    if (Object.keys(problems).length || !chosen) return
    create.mutate({
      catalogue_item_id: chosen.id,
      price: offer.price as number,
      stock: offer.stock as number,
      is_available: true,
      is_imported_from_catalogue: true,
    })
  }

  return (
    <Card.Root className={css({ mt: '4' })}>
      <Card.Body>
        <form noValidate onSubmit={submit} className={column}>
          <p className={mutedText()}>
            نام، برند یا مدل کالا را بنویسید و از نتیجه‌ها انتخاب کنید؛ مشخصات، توضیحات و تصویرهای کاتالوگ همراه آن می‌آید
            و شما فقط قیمت و موجودی خودتان را تعیین می‌کنید.
          </p>
          <div>
            <Combobox
              label="جستجو در کاتالوگ"
              placeholder="مثلاً گوشی سامسونگ A55"
              items={options}
              loading={search.isFetching}
              onSearch={setPhrase}
              value={chosen ? { value: String(chosen.id), label: catalogueLabel(chosen) } : null}
              onValueChange={(option) => setChosen(items.find((item) => String(item.id) === option?.value) ?? null)}
              invalid={Boolean(errors.item)}
            />
            {errors.item ? (
              <p role="alert" className={dangerText({ mt: '1' })}>
                {errors.item}
              </p>
            ) : null}
          </div>
          {chosen ? (
            <dl
              className={css({
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: '3',
                rowGap: '1',
                fontSize: 'sm',
              })}
            >
              <dt className={css({ color: 'fg.muted' })}>دسته‌بندی</dt>
              <dd>{chosen.category.path.join(' › ') || chosen.category.name_fa}</dd>
              <dt className={css({ color: 'fg.muted' })}>برند</dt>
              <dd>{chosen.brand?.name_fa ?? 'بدون برند'}</dd>
            </dl>
          ) : null}
          <OfferFields offer={offer} onChange={setOffer} errors={errors} />
          {create.error ? (
            <p role="alert" className={dangerText()}>
              {errorDetail(create.error) ?? 'افزودن انجام نشد'}
            </p>
          ) : null}
          <Button type="submit" disabled={create.isPending} className={css({ alignSelf: 'flex-start' })}>
            افزودن به فروشگاه
          </Button>
        </form>
      </Card.Body>
    </Card.Root>
  )
}

function NewProduct({ storeId }: { storeId: string }) {
  const [values, setValues] = useState<ProductDataValues>(emptyProductData)
  const [images, setImages] = useState<UploadedImage[]>([])
  const [offer, setOffer] = useState<OfferValues>({ price: null, stock: null })
  const [errors, setErrors] = useState<ProductFormErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const queryClient = useQueryClient()
  const create = useCreate(storeId)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problems: ProductFormErrors = { ...offerProblems(offer) }
    if (values.name_fa.trim().length < 2) problems.name_fa = 'نام فارسی محصول را وارد کنید'
    if (!values.category_id) problems.category_id = 'دسته‌بندی را انتخاب کنید'
    setErrors(problems)
    setFormError(null)
    if (Object.keys(problems).length) return
    create.mutate(
      {
        ...productDataBody(values),
        image_urls: images.map((image) => image.url),
        price: offer.price as number,
        stock: offer.stock as number,
        is_available: true,
        is_imported_from_catalogue: true,
      },
      {
        // A 422's messages sit on their fields (a spec on its input), anything else above the button.
        onError: (caught) => {
          const mapped = serverErrors(caught, productFormFields(queryClient, values.category_id))
          setErrors(mapped.fields)
          setFormError(mapped.form)
        },
      },
    )
  }

  return (
    <Card.Root className={css({ mt: '4' })}>
      <Card.Body>
        <form noValidate onSubmit={submit} className={column}>
          <ProductDataFields
            values={values}
            onChange={(next) => {
              setErrors((errors) => withoutEdited(errors, values, next))
              setValues(next)
            }}
            errors={errors}
          />
          <ImageUploader
            label="تصویرهای محصول (اولی تصویر اصلی است)"
            value={images}
            onValueChange={setImages}
            max={MAX_PRODUCT_IMAGES}
            upload={(file, onProgress) => uploadImage(file, onProgress, { folder: 'products' })}
          />
          <OfferFields offer={offer} onChange={setOffer} errors={errors} />
          {formError ? (
            <p role="alert" className={dangerText()}>
              {formError}
            </p>
          ) : null}
          <Button type="submit" disabled={create.isPending} className={css({ alignSelf: 'flex-start' })}>
            ساخت و افزودن به فروشگاه
          </Button>
        </form>
      </Card.Body>
    </Card.Root>
  )
}
