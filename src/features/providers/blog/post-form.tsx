import { css } from 'styled-system/css'
import { stack, wrap } from 'styled-system/patterns'
import * as v from 'valibot'
import type { BlogPost } from '#api/blog'
import { uploadImage } from '#lib/upload'
import { useApiForm } from '#lib/use-api-form'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import { ImageUploader } from '#ui/panel/image-uploader'
import { hasRichContent, RichTextEditor } from '#ui/panel/rich-text-editor'
import { legendClass, numberClass, optional, sectionClass, TextField } from '../stores/store-form-parts'

const schema = v.object({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('عنوان مقاله را وارد کنید'),
    v.minLength(3, 'عنوان مقاله باید دست‌کم ۳ حرف باشد'),
    v.maxLength(200, 'عنوان مقاله حداکثر ۲۰۰ حرف است'),
  ),
  slug: v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.check((s) => s === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s), 'نامک فقط حروف کوچک انگلیسی، رقم و خط تیره است'),
  ),
  excerpt: v.pipe(v.string(), v.trim(), v.maxLength(500, 'خلاصه حداکثر ۵۰۰ حرف است')),
  cover_url: v.string(),
  body_html: v.pipe(v.string(), v.check(hasRichContent, 'متن مقاله را بنویسید')),
})

export type PostFormValues = v.InferOutput<typeof schema>

const formClass = stack({ gap: '5', maxW: '4xl' })
const errorClass = css({
  color: 'danger.default',
  bg: 'danger.subtle',
  borderRadius: 'control',
  p: '3',
  fontSize: 'sm',
})
const buttonsClass = wrap({ gap: '3' })

const uploadCover = (file: File, onProgress: (fraction: number) => void) =>
  uploadImage(file, onProgress, { folder: 'blog' })

interface PostFormProps {
  post?: BlogPost
  submitLabel: string
  onSubmit: (values: PostFormValues) => Promise<unknown>
}

/** The article form of «نوشتن مقاله» and its edit page: title, slug, excerpt, cover and the text. */
export function PostForm({ post, submitLabel, onSubmit }: PostFormProps) {
  const form = useApiForm({
    schema,
    initialValues: {
      title: post?.title ?? '',
      slug: post?.slug ?? '',
      excerpt: post?.excerpt ?? '',
      cover_url: post?.cover_url ?? '',
      body_html: post?.body_html ?? '',
    },
    onSubmit,
  })
  const { values, setValue, error } = form
  const text = (name: 'title' | 'slug' | 'excerpt') => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValue(name, e.target.value),
    onBlur: form.blur(name),
  })
  return (
    <form className={formClass} noValidate onSubmit={form.handleSubmit} aria-busy={form.submitting}>
      <fieldset className={sectionClass}>
        <legend className={legendClass}>مقاله</legend>
        <TextField label="عنوان" error={error('title')} required>
          <Field.Input {...text('title')} maxLength={200} />
        </TextField>
        <TextField
          label="نامک"
          hint={optional}
          error={error('slug')}
          helper="بخش انگلیسی نشانی مقاله، مثلا phone-buying-guide؛ خالی بماند از عنوان ساخته می‌شود"
        >
          <Field.Input {...text('slug')} dir="ltr" maxLength={200} className={numberClass} />
        </TextField>
        <TextField
          label="خلاصه"
          hint={optional}
          error={error('excerpt')}
          helper="در فهرست مقاله‌ها زیر عنوان دیده می‌شود"
        >
          <Field.Textarea {...text('excerpt')} rows={2} maxLength={500} />
        </TextField>
        <ImageUploader
          label="عکس جلد"
          max={1}
          value={values.cover_url ? [{ id: values.cover_url, url: values.cover_url }] : []}
          onValueChange={(images) => setValue('cover_url', images[0]?.url ?? '')}
          upload={uploadCover}
        />
      </fieldset>
      <RichTextEditor
        label="متن مقاله"
        initialHtml={values.body_html}
        onChange={(html) => setValue('body_html', html)}
        error={error('body_html')}
        imageFolder="blog"
      />
      {form.formError ? (
        <p role="alert" className={errorClass}>
          {form.formError}
        </p>
      ) : null}
      <div className={buttonsClass}>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'در حال ذخیره...' : submitLabel}
        </Button>
      </div>
    </form>
  )
}
