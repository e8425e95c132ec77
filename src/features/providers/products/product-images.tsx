import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type DragEvent, useState } from 'react'
import { css } from 'styled-system/css'
import { dangerText, mutedText, stack, visuallyHidden, wrap } from 'styled-system/patterns'
import {
  addProductImage,
  deleteProductImage,
  invalidateSellerProducts,
  MAX_PRODUCT_IMAGES,
  reorderImages,
  type SellerProduct,
  sellerProductKeys,
  setPrimaryImage,
} from '#api/seller-products/seller-products'
import { errorDetail } from '#lib/errors'
import { toPersianDigits } from '#lib/fa'
import { uploadImage } from '#lib/upload'
import { AppImage } from '#ui/app-image'
import { Button } from '#ui/button'
import { ConfirmDialog } from '#ui/panel/confirm-dialog'
import { ImageUploader } from '#ui/panel/image-uploader'

type Image = SellerProduct['images'][number]

const list = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  gap: '3',
  listStyle: 'none',
  p: '0',
})
const item = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '2',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  bg: 'bg.surface',
  '&[data-dragging]': { opacity: 0.5 },
  '&[data-over]': { borderColor: 'accent.default', borderWidth: '2px' },
})
const sharedNote = css({
  p: '3',
  borderRadius: 'card',
  borderWidth: '1px',
  bg: 'info.subtle',
  borderColor: 'info.default',
  fontSize: 'sm',
  lineHeight: '1.9',
})
const buttons = wrap({ gap: '1' })

/** Moves one entry of a list to another position. */
function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  const [taken] = next.splice(from, 1)
  next.splice(to, 0, taken)
  return next
}

/** Why a shared product's photos offer no controls (the server would answer 409 to each). */
export const SHARED_NOTE =
  'فروشگاه‌های دیگری هم این محصول را می‌فروشند؛ تصویرها و اطلاعات آن متعلق به محصول مشترک کاتالوگ است و فقط قیمت، موجودی و وضعیت فروش آن در فروشگاه شما تغییرپذیر است.'

/**
 * The product's photos: add (up to 12, each with its progress), remove (after a confirmation),
 * make primary, and reorder by dragging or with the «قبلی/بعدی» buttons (keyboard and screen
 * readers). A product other stores also offer shows its photos only, and says why.
 */
export function ProductImages({ product, storeId }: { product: SellerProduct; storeId: number }) {
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const [dragging, setDragging] = useState<number | null>(null)
  const [over, setOver] = useState<number | null>(null)
  const [announce, setAnnounce] = useState('')
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null)
  const shared = product.is_shared === true
  const images = product.images
  const key = sellerProductKeys.detail(product.id, storeId)
  const refresh = () => invalidateSellerProducts(queryClient)

  const withImages = (items: Image[]) =>
    queryClient.setQueryData<SellerProduct>(key, (old) => (old ? { ...old, images: items } : old))

  const reorder = useMutation({
    mutationFn: (ids: number[]) => reorderImages(product.id, storeId, ids),
    meta: { silentError: true },
    onMutate: (ids) => {
      const byId = new Map(images.map((image) => [image.id, image]))
      withImages(ids.map((id, order) => ({ ...(byId.get(id) as Image), order })))
    },
    onSuccess: (answer) => withImages(answer.items),
    onError: (caught) => setError(errorDetail(caught) ?? 'ترتیب تصویرها ذخیره نشد'),
    onSettled: refresh,
  })
  const primary = useMutation({
    mutationFn: (imageId: number) => setPrimaryImage(product.id, storeId, imageId),
    meta: { silentError: true },
    onSuccess: (answer) => {
      withImages(answer.items)
      setAnnounce('تصویر اصلی تغییر کرد')
    },
    onError: (caught) => setError(errorDetail(caught) ?? 'تصویر اصلی تغییر نکرد'),
    onSettled: refresh,
  })
  const remove = useMutation({
    mutationFn: (imageId: number) => deleteProductImage(product.id, storeId, imageId),
    meta: { silentError: true },
    onSuccess: () => setAnnounce('تصویر حذف شد'),
    // A refusal is shown in the confirm dialog, which stays open.
    onSettled: refresh,
  })
  const busy = reorder.isPending || primary.isPending || remove.isPending

  const move = (from: number, to: number) => {
    if (to < 0 || to >= images.length || from === to) return
    setError(null)
    reorder.mutate(moved(images, from, to).map((image) => image.id))
    setAnnounce(`تصویر ${toPersianDigits(from + 1)} به جای ${toPersianDigits(to + 1)} رفت`)
  }

  const dragProps = (index: number) => ({
    draggable: !busy && !shared,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move'
      event.dataTransfer.setData('text/plain', String(index))
      setDragging(index)
    },
    onDragOver: (event: DragEvent) => {
      event.preventDefault()
      setOver(index)
    },
    onDragLeave: () => setOver((current) => (current === index ? null : current)),
    onDrop: (event: DragEvent) => {
      event.preventDefault()
      const from = Number(event.dataTransfer.getData('text/plain'))
      setDragging(null)
      setOver(null)
      if (Number.isInteger(from)) move(from, index)
    },
    onDragEnd: () => {
      setDragging(null)
      setOver(null)
    },
  })

  const room = MAX_PRODUCT_IMAGES - images.length
  return (
    <div className={stack({ gap: '3' })}>
      {shared ? (
        <p role="note" className={sharedNote}>
          {SHARED_NOTE}
        </p>
      ) : null}
      {images.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>این محصول هنوز تصویری ندارد.</p>
      ) : (
        <ol aria-label="تصویرهای محصول" className={list}>
          {images.map((image, index) => {
            const name = `تصویر ${toPersianDigits(index + 1)}`
            return (
              <li
                key={image.id}
                className={item}
                data-dragging={dragging === index ? '' : undefined}
                data-over={over === index && dragging !== index ? '' : undefined}
                {...dragProps(index)}
              >
                <AppImage
                  src={image.url}
                  alt={image.is_primary ? `${name} (تصویر اصلی)` : name}
                  width={160}
                  height={160}
                  className={css({ w: 'full', aspectRatio: 'square', objectFit: 'cover', borderRadius: 'control' })}
                />
                <span className={css({ fontSize: 'sm', fontWeight: image.is_primary ? 'bold' : 'normal' })}>
                  {image.is_primary ? `${name}، اصلی` : name}
                </span>
                {shared ? null : (
                  <>
                    <div className={buttons}>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy || index === 0}
                        aria-label={`انتقال ${name} به قبل`}
                        onClick={() => move(index, index - 1)}
                      >
                        قبلی
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy || index === images.length - 1}
                        aria-label={`انتقال ${name} به بعد`}
                        onClick={() => move(index, index + 1)}
                      >
                        بعدی
                      </Button>
                    </div>
                    <div className={buttons}>
                      {image.is_primary ? null : (
                        <Button
                          size="sm"
                          variant="subtle"
                          disabled={busy}
                          aria-label={`${name} تصویر اصلی شود`}
                          onClick={() => {
                            setError(null)
                            primary.mutate(image.id)
                          }}
                        >
                          تصویر اصلی
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={busy}
                        aria-label={`حذف ${name}`}
                        onClick={() => {
                          setError(null)
                          setRemoving({ id: image.id, name })
                        }}
                      >
                        حذف
                      </Button>
                    </div>
                  </>
                )}
              </li>
            )
          })}
        </ol>
      )}
      <p aria-live="polite" className={visuallyHidden()}>
        {announce}
      </p>
      {error ? (
        <p role="alert" className={dangerText()}>
          {error}
        </p>
      ) : null}
      {shared ? null : room > 0 ? (
        <ImageUploader
          label={`افزودن تصویر (تا ${toPersianDigits(room)} تصویر دیگر)`}
          value={[]}
          max={room}
          onValueChange={() => undefined}
          upload={(file, onProgress) => uploadImage(file, onProgress, { folder: 'products' })}
          keep={async (uploaded) => {
            await addProductImage(product.id, storeId, uploaded.url)
            void refresh()
          }}
        />
      ) : (
        <p className={mutedText()}>
          {`هر محصول حداکثر ${toPersianDigits(MAX_PRODUCT_IMAGES)} تصویر دارد؛ برای افزودن، یکی را حذف کنید.`}
        </p>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null)
        }}
        title="حذف تصویر"
        description={`${removing?.name ?? 'تصویر'} از تصویرهای این محصول حذف می‌شود.`}
        confirmLabel="حذف تصویر"
        destructive
        onConfirm={() => (removing ? remove.mutateAsync(removing.id) : undefined)}
      />
    </div>
  )
}
