import { useState } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { type Review, useCreateReview } from '#api/reviews'
import { toPersianDigits } from '#lib/fa'
import { type UploadedImage, uploadImage } from '#lib/upload'
import { useApiForm } from '#lib/use-api-form'
import { useOnline } from '#lib/use-online'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import { ImageUploader } from '#ui/panel/image-uploader'
import { PointsField } from './points-field'
import { BODY_MAX, MAX_PHOTOS, reviewSchema, TITLE_MAX } from './review-schema'
import { StarPicker } from './star-picker'

const uploadReviewPhoto = (file: File, onProgress: (fraction: number) => void) =>
  uploadImage(file, onProgress, { folder: 'reviews' })

/** The review of one delivered order item: stars, title, text, strengths, weaknesses, photos. */
export function ReviewForm({ orderItemId, onSaved }: { orderItemId: number; onSaved: (review: Review) => void }) {
  const create = useCreateReview()
  const online = useOnline()
  const [photos, setPhotos] = useState<UploadedImage[]>([])
  const form = useApiForm({
    schema: reviewSchema,
    initialValues: { rating: 0, title: '', body: '', strengths: [], weaknesses: [] },
    onSubmit: async (values) => {
      const review = await create.mutateAsync({
        order_item_id: orderItemId,
        rating: values.rating,
        title: values.title || undefined,
        body: values.body || undefined,
        strengths: values.strengths.length ? values.strengths : undefined,
        weaknesses: values.weaknesses.length ? values.weaknesses : undefined,
        photo_file_ids: photos.length ? photos.flatMap((photo) => (photo.fileId ? [photo.fileId] : [])) : undefined,
      })
      onSaved(review)
    },
  })
  const ratingError = form.error('rating')
  return (
    <form className={stack({ gap: '5' })} onSubmit={form.handleSubmit} noValidate>
      <div>
        <StarPicker
          value={form.values.rating}
          onChange={(rating) => form.setValue('rating', rating)}
          onBlur={form.blur('rating')}
          invalid={Boolean(ratingError)}
          describedBy={ratingError ? 'rating-error' : undefined}
        />
        {ratingError ? (
          <p id="rating-error" role="alert" className={css({ mt: '1', fontSize: 'sm', color: 'danger.default' })}>
            {ratingError}
          </p>
        ) : null}
      </div>
      <Field.Root invalid={Boolean(form.error('title'))}>
        <Field.Label>عنوان دیدگاه (اختیاری)</Field.Label>
        <Field.Input
          value={form.values.title}
          maxLength={TITLE_MAX}
          onChange={(event) => form.setValue('title', event.target.value)}
          onBlur={form.blur('title')}
          placeholder="مثلاً: ارزش خرید دارد"
        />
        <Field.ErrorText>{form.error('title')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(form.error('body'))}>
        <Field.Label>متن دیدگاه (اختیاری)</Field.Label>
        <Field.Textarea
          value={form.values.body}
          rows={5}
          onChange={(event) => form.setValue('body', event.target.value)}
          onBlur={form.blur('body')}
          placeholder="تجربهٔ خود از این کالا را برای دیگر خریداران بنویسید."
        />
        <Field.HelperText>
          {toPersianDigits(form.values.body.length)} از {toPersianDigits(BODY_MAX)} نویسه
        </Field.HelperText>
        <Field.ErrorText>{form.error('body')}</Field.ErrorText>
      </Field.Root>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '5' })}>
        <PointsField
          label="نقاط قوت"
          mark="+"
          placeholder="مثلاً: باتری قوی"
          value={form.values.strengths}
          onChange={(next) => form.setValue('strengths', next)}
          error={form.error('strengths')}
        />
        <PointsField
          label="نقاط ضعف"
          mark="−"
          placeholder="مثلاً: شارژر همراه ندارد"
          value={form.values.weaknesses}
          onChange={(next) => form.setValue('weaknesses', next)}
          error={form.error('weaknesses')}
        />
      </div>
      <ImageUploader
        label="تصویر از کالا (اختیاری)"
        max={MAX_PHOTOS}
        value={photos}
        onValueChange={setPhotos}
        upload={uploadReviewPhoto}
        disabled={!online}
      />
      <p className={css({ fontSize: 'sm', color: 'fg.muted', lineHeight: '1.8' })}>
        امتیاز بدون متن و تصویر بی‌درنگ منتشر می‌شود؛ دیدگاهی که متن یا تصویر دارد پس از بررسی همکاران ما منتشر می‌شود.
      </p>
      {form.formError ? (
        <p role="alert" className={css({ fontSize: 'sm', color: 'danger.default' })}>
          {form.formError}
        </p>
      ) : null}
      {online ? null : (
        <p role="status" className={css({ fontSize: 'sm', color: 'warning.default', fontWeight: 'medium' })}>
          برای ثبت دیدگاه به اینترنت وصل شوید.
        </p>
      )}
      <Button
        type="submit"
        disabled={form.submitting || !online}
        className={css({ alignSelf: 'flex-start', minW: '40' })}
      >
        {form.submitting ? 'در حال ثبت…' : 'ثبت دیدگاه'}
      </Button>
    </form>
  )
}
