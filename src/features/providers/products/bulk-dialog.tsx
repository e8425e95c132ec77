import { Portal } from '@ark-ui/react/portal'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { stack, wrap } from 'styled-system/patterns'
import { dialog } from 'styled-system/recipes'
import {
  type BulkPriceChange,
  type BulkResult,
  bulkPriceChange,
  invalidateSellerProducts,
  setAllAvailability,
} from '#api/seller-products/seller-products'
import { errorDetail } from '#lib/errors'
import { formatNumber, formatPrice } from '#lib/fa'
import { toast } from '#lib/toast'
import { DEFAULT_ERROR_DETAIL, newIdempotencyKey } from '#sdk'
import { Button } from '#ui/button'
import * as Dialog from '#ui/dialog'
import * as Field from '#ui/field'
import { ConfirmDialog } from '#ui/panel/confirm-dialog'
import { NumberInput } from '#ui/panel/number-input'
import { Select } from '#ui/panel/select'
import { Spinner } from '#ui/spinner'

const TYPES = [
  { value: 'percentage', label: 'درصدی' },
  { value: 'fixed', label: 'مبلغ ثابت (تومان)' },
]
const OPERATIONS = [
  { value: 'increase', label: 'افزایش' },
  { value: 'decrease', label: 'کاهش' },
]

const column = stack({ gap: '3' })

/**
 * The store-wide changes (products.yaml: they act on every offer of the store): prices up or
 * down by a percentage or an amount, previewed first (how many offers change, a few before and
 * after) and applied only on confirmation; and every offer on sale, or none.
 */
export function BulkDialog({
  storeSlug,
  open,
  onOpenChange,
}: {
  storeSlug: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const queryClient = useQueryClient()
  const [type, setType] = useState<BulkPriceChange['type']>('percentage')
  const [operation, setOperation] = useState<BulkPriceChange['operation']>('increase')
  const [value, setValue] = useState<number | null>(null)
  const [preview, setPreview] = useState<BulkResult | null>(null)
  const [error, setError] = useState<string | null>(null)
  // One key per confirmed change: a retry after a lost answer is not applied twice.
  const [key, setKey] = useState(newIdempotencyKey)

  const change = (): BulkPriceChange | null => {
    if (!value || value < 1) {
      setError('مقدار تغییر را وارد کنید')
      return null
    }
    if (type === 'percentage' && value > 100) {
      setError('درصد تغییر باید بین ۱ تا ۱۰۰ باشد')
      return null
    }
    return { type, operation, value }
  }
  const reset = () => {
    setPreview(null)
    setError(null)
  }

  const previewMutation = useMutation({
    mutationFn: (body: BulkPriceChange) => bulkPriceChange(storeSlug, { ...body, dry_run: true }),
    meta: { silentError: true },
    onSuccess: setPreview,
    onError: (caught) => setError(errorDetail(caught) ?? DEFAULT_ERROR_DETAIL),
  })
  const apply = useMutation({
    mutationFn: (body: BulkPriceChange) => bulkPriceChange(storeSlug, body, key),
    meta: { silentError: true },
    onSuccess: (result) => {
      toast({ title: result.detail, variant: 'success' })
      setKey(newIdempotencyKey())
      reset()
      setValue(null)
      onOpenChange(false)
      return invalidateSellerProducts(queryClient)
    },
    onError: (caught) => setError(errorDetail(caught) ?? DEFAULT_ERROR_DETAIL),
  })
  // Every offer on sale or none: asked first (the confirm dialog shows a refusal itself).
  const [confirmAll, setConfirmAll] = useState<boolean | null>(null)
  const availability = useMutation({
    mutationFn: (next: boolean) => setAllAvailability(storeSlug, next),
    meta: { silentError: true },
    onSuccess: (result) => {
      toast({ title: result.detail, variant: 'success' })
      onOpenChange(false)
      return invalidateSellerProducts(queryClient)
    },
  })
  const busy = previewMutation.isPending || apply.isPending || availability.isPending

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (busy) return
        reset()
        onOpenChange(details.open)
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={busy} className={stack({ maxH: '90dvh', overflowY: 'auto', gap: '3' })}>
            <Dialog.Title>تغییر گروهی همه محصولات فروشگاه</Dialog.Title>
            <Dialog.Description>
              این تغییرها روی همه محصولات این فروشگاه اعمال می‌شود. پیش از اعمال، پیش‌نمایش را ببینید.
            </Dialog.Description>
            <form
              noValidate
              className={column}
              onSubmit={(event) => {
                event.preventDefault()
                const body = change()
                if (body) {
                  setError(null)
                  previewMutation.mutate(body)
                }
              }}
            >
              <h3 className={css({ fontWeight: 'bold', mt: '2' })}>تغییر قیمت</h3>
              <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' })}>
                <Select
                  label="نوع تغییر"
                  options={TYPES}
                  value={type}
                  onValueChange={(next) => {
                    setType(next as BulkPriceChange['type'])
                    reset()
                  }}
                />
                <Select
                  label="جهت تغییر"
                  options={OPERATIONS}
                  value={operation}
                  onValueChange={(next) => {
                    setOperation(next as BulkPriceChange['operation'])
                    reset()
                  }}
                />
              </div>
              <Field.Root required>
                <Field.Label>{type === 'percentage' ? 'درصد تغییر' : 'مبلغ تغییر (تومان)'}</Field.Label>
                <NumberInput
                  value={value}
                  emptyAs={null}
                  min={1}
                  max={type === 'percentage' ? 100 : undefined}
                  toman={type === 'fixed'}
                  onValueChange={(next) => {
                    setValue(next)
                    setPreview(null)
                  }}
                />
              </Field.Root>
              <Button type="submit" variant="outline" disabled={busy}>
                {previewMutation.isPending ? <Spinner /> : null}
                پیش‌نمایش تغییر
              </Button>
            </form>
            {preview ? <Preview result={preview} /> : null}
            {error ? (
              <p role="alert" className={dialog().error}>
                {error}
              </p>
            ) : null}
            {preview && preview.updated > 0 ? (
              <Button
                disabled={busy}
                onClick={() => {
                  const body = change()
                  if (body) apply.mutate(body)
                }}
              >
                {apply.isPending ? <Spinner /> : null}
                {`اعمال تغییر روی ${formatNumber(preview.updated)} محصول`}
              </Button>
            ) : null}
            <hr className={css({ borderColor: 'border.default', my: '2' })} />
            <h3 className={css({ fontWeight: 'bold' })}>وضعیت فروش</h3>
            <div className={wrap({ gap: '2' })}>
              <Button variant="outline" disabled={busy} onClick={() => setConfirmAll(true)}>
                فعال کردن فروش همه
              </Button>
              <Button variant="outline" disabled={busy} onClick={() => setConfirmAll(false)}>
                غیرفعال کردن فروش همه
              </Button>
            </div>
            <Dialog.Footer>
              <Button variant="ghost" disabled={busy} onClick={() => onOpenChange(false)}>
                بستن
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      <ConfirmDialog
        open={confirmAll !== null}
        onOpenChange={(next) => {
          if (!next) setConfirmAll(null)
        }}
        title={confirmAll ? 'فعال کردن فروش همه محصولات' : 'غیرفعال کردن فروش همه محصولات'}
        description={
          confirmAll
            ? 'فروش همه محصولات این فروشگاه فعال می‌شود؛ محصولاتی هم که فروششان را غیرفعال کرده بودید دوباره خریدنی می‌شوند.'
            : 'فروش همه محصولات این فروشگاه غیرفعال می‌شود و مشتری‌ها تا فعال کردن دوباره نمی‌توانند آن‌ها را بخرند. موجودی محصولات تغییری نمی‌کند.'
        }
        confirmLabel={confirmAll ? 'فعال کردن فروش همه' : 'غیرفعال کردن فروش همه'}
        destructive={confirmAll === false}
        onConfirm={() => availability.mutateAsync(Boolean(confirmAll))}
      />
    </Dialog.Root>
  )
}

function Preview({ result }: { result: BulkResult }) {
  return (
    <section aria-label="پیش‌نمایش تغییر قیمت" aria-live="polite" className={column}>
      <p className={css({ fontWeight: 'medium' })}>
        {result.updated > 0
          ? `قیمت ${formatNumber(result.updated)} محصول تغییر می‌کند. نمونه:`
          : 'با این تغییر قیمت هیچ محصولی عوض نمی‌شود.'}
      </p>
      {result.sample?.length ? (
        <table className={css({ w: 'full', fontSize: 'sm', borderCollapse: 'collapse' })}>
          <thead>
            <tr>
              <th scope="col" className={css({ textAlign: 'start', py: '1' })}>
                محصول
              </th>
              <th scope="col" className={css({ textAlign: 'start', py: '1' })}>
                قیمت فعلی
              </th>
              <th scope="col" className={css({ textAlign: 'start', py: '1' })}>
                قیمت جدید
              </th>
            </tr>
          </thead>
          <tbody>
            {result.sample.map((row) => (
              <tr key={row.product_id} className={css({ borderTopWidth: '1px', borderColor: 'border.default' })}>
                <td className={css({ py: '1', pe: '2' })}>{row.name_fa}</td>
                <td className={css({ py: '1', pe: '2', whiteSpace: 'nowrap' })}>{formatPrice(row.before)}</td>
                <td className={css({ py: '1', whiteSpace: 'nowrap', fontWeight: 'bold' })}>{formatPrice(row.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
