import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { dangerText, stack, wrap } from 'styled-system/patterns'
import {
  deleteOffer,
  invalidateSellerProducts,
  type SellerProduct,
  sellerProductKeys,
  sellerProductQueryOptions,
  updateProduct,
} from '#api/seller-products/seller-products'
import { serverErrors } from '#lib/form-errors'
import { isMissing } from '#lib/or-not-found'
import { toast } from '#lib/toast'
import { useDocumentTitle } from '#lib/use-document-title'
import { Button, buttonClass } from '#ui/button'
import { ErrorState } from '#ui/error-state'
import * as Card from '#ui/panel/card'
import { ConfirmDialog } from '#ui/panel/confirm-dialog'
import { PanelHeader } from '#ui/panel/panel-layout'
import { Skeleton } from '#ui/skeleton'
import { StaleNote } from '#ui/stale-note'
import { ProviderNotFound } from '../provider-not-found'
import { AvailabilitySwitch, OfferValueInput, useQueuedEdits } from './offer-cells'
import { OfferConflicts } from './offer-conflicts'
import {
  ProductDataFields,
  type ProductDataValues,
  type ProductFormErrors,
  productDataBody,
  productDataOf,
  productFormFields,
  withoutEdited,
} from './product-data-fields'
import { ProductImages, SHARED_NOTE } from './product-images'

const column = stack({ gap: '4' })

/**
 * /providers/$storeId/products/$id: the store's offer (price and stock in place, queued offline;
 * on sale or not), the product's data and its photos, and stopping the offer after a confirmation
 * (the server's refusal shown in the dialog).
 */
export function ProductEditPage({ storeId, id }: { storeId: string; id: string }) {
  const store = Number(storeId)
  const query = useQuery(sellerProductQueryOptions(Number(id), store))
  const queued = useQueuedEdits()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [confirmDelete, setConfirmDelete] = useState(false)
  const product = query.data
  useDocumentTitle(product ? `ویرایش ${product.name_fa}` : 'ویرایش محصول')

  // The address names something that is not there (or not this seller's): the not-found page.
  if (isMissing(query.error)) return <ProviderNotFound />
  if (!product) {
    return (
      <>
        <PanelHeader title="ویرایش محصول" />
        {query.error ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Skeleton className={css({ h: '40' })} />
        )}
      </>
    )
  }

  return (
    <div className={column}>
      <PanelHeader
        title={product.name_fa}
        actions={
          <Link to="/providers/$storeId/products" params={{ storeId }} className={buttonClass({ variant: 'outline' })}>
            بازگشت به محصولات
          </Link>
        }
      />
      <StaleNote updatedAt={query.dataUpdatedAt} />
      <OfferConflicts storeId={store} />
      <Card.Root>
        <Card.Header>
          <Card.Title>قیمت و موجودی در این فروشگاه</Card.Title>
        </Card.Header>
        <Card.Body className={wrap({ gap: '4', alignItems: 'flex-start' })}>
          <OfferValueInput
            offer={{
              productId: product.id,
              storeId: store,
              name: product.name_fa,
              price: product.price ?? 0,
              stock: product.stock ?? 0,
            }}
            field="price"
            label="قیمت (تومان)"
            queued={queued}
          />
          <OfferValueInput
            offer={{
              productId: product.id,
              storeId: store,
              name: product.name_fa,
              price: product.price ?? 0,
              stock: product.stock ?? 0,
            }}
            field="stock"
            label="موجودی"
            queued={queued}
          />
          <div className={stack({ gap: '1' })}>
            <span className={css({ fontWeight: 'medium' })}>فروش</span>
            <AvailabilitySwitch
              offer={{
                product_id: product.id,
                store_id: store,
                is_available: product.is_available ?? false,
                product: { name_fa: product.name_fa },
              }}
            />
          </div>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Card.Title>تصویرها</Card.Title>
        </Card.Header>
        <Card.Body>
          <ProductImages product={product} storeId={store} />
        </Card.Body>
      </Card.Root>
      <ProductDataCard product={product} storeId={store} />
      <Card.Root>
        <Card.Header>
          <Card.Title>حذف از فروشگاه</Card.Title>
          <Card.Description>
            محصول از فهرست این فروشگاه برداشته می‌شود؛ سفارش‌های گذشته و فروشگاه‌های دیگر دست نمی‌خورند.
          </Card.Description>
        </Card.Header>
        <Card.Body>
          <Button variant="danger" onClick={() => setConfirmDelete(true)}>
            حذف محصول از فروشگاه
          </Button>
        </Card.Body>
      </Card.Root>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="حذف محصول از فروشگاه"
        description={`«${product.name_fa}» از محصولات این فروشگاه حذف می‌شود. اگر این کالا در سفارش‌های گذشته آمده باشد، حذف ممکن نیست و می‌توانید فروش آن را غیرفعال کنید.`}
        confirmLabel="حذف محصول"
        destructive
        onConfirm={async () => {
          await deleteOffer(product.id, store)
          queryClient.removeQueries({ queryKey: sellerProductKeys.detail(product.id, store) })
          void invalidateSellerProducts(queryClient)
          toast({ title: 'محصول از فروشگاه حذف شد', variant: 'success' })
          await navigate({ to: '/providers/$storeId/products', params: { storeId } })
        }}
      />
    </div>
  )
}

function ProductDataCard({ product, storeId }: { product: SellerProduct; storeId: number }) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState<ProductDataValues>(() => productDataOf(product))
  const [error, setError] = useState<string | null>(null)
  const [invalid, setInvalid] = useState<ProductFormErrors>({})
  const shared = product.is_shared === true
  // biome-ignore lint/correctness/useExhaustiveDependencies: a newer copy of the product from the server
  useEffect(() => setValues(productDataOf(product)), [product.updated_at])
  const save = useMutation({
    mutationFn: () => updateProduct(product.id, storeId, productDataBody(values)),
    meta: { silentError: true },
    onSuccess: (answer) => {
      queryClient.setQueryData(sellerProductKeys.detail(product.id, storeId), answer)
      toast({ title: 'اطلاعات محصول ذخیره شد', variant: 'success' })
      return invalidateSellerProducts(queryClient)
    },
    // A 422's messages sit on their fields (a spec on its input), anything else above the button.
    onError: (caught) => {
      const mapped = serverErrors(caught, productFormFields(queryClient, values.category_id))
      setInvalid(mapped.fields)
      setError(mapped.form)
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problems: typeof invalid = {}
    if (values.name_fa.trim().length < 2) problems.name_fa = 'نام فارسی محصول را وارد کنید'
    if (!values.category_id) problems.category_id = 'دسته‌بندی را انتخاب کنید'
    setInvalid(problems)
    if (Object.keys(problems).length) return
    setError(null)
    save.mutate()
  }
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>اطلاعات محصول</Card.Title>
        <Card.Description>
          {shared
            ? SHARED_NOTE
            : 'این اطلاعات میان همه فروشگاه‌هایی که این کالا را می‌فروشند مشترک است و تا وقتی فروشگاه دیگری آن را نمی‌فروشد تغییرپذیر است.'}
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={submit} className={column}>
          {/* A shared product's data is shown, not offered for a change the server refuses (409). */}
          <fieldset disabled={shared} className={css({ display: 'contents' })}>
            <ProductDataFields
              values={values}
              onChange={(next) => {
                setInvalid((errors) => withoutEdited(errors, values, next))
                setValues(next)
              }}
              errors={invalid}
              resetKey={product.updated_at}
            />
          </fieldset>
          {error ? (
            <p role="alert" className={dangerText()}>
              {error}
            </p>
          ) : null}
          {shared ? null : (
            <Button type="submit" disabled={save.isPending} className={css({ alignSelf: 'flex-start' })}>
              ذخیره اطلاعات محصول
            </Button>
          )}
        </form>
      </Card.Body>
    </Card.Root>
  )
}
