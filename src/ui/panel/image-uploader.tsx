import { type DragEvent, useEffect, useId, useRef, useState } from 'react'
import { cx } from 'styled-system/css'
import { imageUploader } from 'styled-system/recipes'
import { errorDetail } from '#lib/errors'
import { formatNumber } from '#lib/fa'
import { IMAGE_ACCEPT, imageFileProblem, MAX_IMAGES_AT_ONCE, roomFor } from '#lib/image-files'
import type { UploadedImage } from '#lib/upload'
import { DEFAULT_ERROR_DETAIL } from '#sdk'
import { CloseIcon } from '../icons'
import { ImageIcon } from './kit-icons'

export type UploadFn = (file: File, onProgress: (fraction: number) => void) => Promise<UploadedImage>

export interface ImageUploaderProps {
  label: string
  /** The uploaded images (kept by the form) */
  value: readonly UploadedImage[]
  onValueChange: (images: UploadedImage[]) => void
  /** Sends one file: `uploadImage` from src/lib/upload.ts, or a stand-in in tests */
  upload: UploadFn
  /**
   * Keeps an uploaded image somewhere before it joins `value` (the edit page adds it to the
   * product); called one image at a time, in the order the files were chosen.
   */
  keep?: (image: UploadedImage) => Promise<unknown>
  /** Most images the field takes */
  max?: number
  disabled?: boolean
  className?: string
}

interface Pending {
  key: string
  name: string
  preview: string
  progress: number
  error: string | null
}

/**
 * Choose or drop images: each shows a preview and its own progress bar while it uploads, and its
 * own Persian error when refused (by the checks of files.yaml here, or by the server). A finished
 * image joins `value`; any image can be removed.
 */
export function ImageUploader({
  label,
  value,
  onValueChange,
  upload,
  keep,
  max = MAX_IMAGES_AT_ONCE,
  disabled,
  className,
}: ImageUploaderProps) {
  const classes = imageUploader()
  const inputId = useId()
  const [pending, setPending] = useState<Pending[]>([])
  const [dragging, setDragging] = useState(false)
  // The value as this field last set it: two uploads may finish before the parent renders again,
  // so each adds to what the one before it gave, not to the value of the last render.
  const latest = useRef(value)
  latest.current = value
  const previews = useRef(new Set<string>())
  // Files upload at once but join the value one at a time in the order chosen: each waits for
  // the one chosen before it (a failed or removed one lets the next go on).
  const queue = useRef<Promise<void>>(Promise.resolve())
  const removed = useRef(new Set<string>())

  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url)
    },
    [],
  )

  const patch = (key: string, change: Partial<Pending>) =>
    setPending((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)))

  const drop = (key: string) => {
    setPending((list) => {
      const gone = list.find((item) => item.key === key)
      if (gone?.preview) {
        URL.revokeObjectURL(gone.preview)
        previews.current.delete(gone.preview)
      }
      return list.filter((item) => item.key !== key)
    })
  }

  const add = (files: File[]) => {
    const waiting = pending.filter((item) => !item.error).length
    for (const file of files.slice(0, roomFor(value.length + waiting, max))) {
      const key = `${file.name}:${file.size}:${Math.random()}`
      const problem = imageFileProblem(file)
      // Only a file the browser can draw gets a preview; a refused one shows its name.
      const preview = problem && !file.type.startsWith('image/') ? '' : URL.createObjectURL(file)
      if (preview) previews.current.add(preview)
      setPending((list) => [...list, { key, name: file.name, preview, progress: 0, error: problem }])
      if (problem) continue
      const sent = upload(file, (fraction) => patch(key, { progress: fraction }))
      // Handled in its turn below; marked handled now, so a failure before its turn is not "unhandled".
      sent.catch(() => undefined)
      queue.current = queue.current.then(async () => {
        try {
          const image = await sent
          if (removed.current.has(key)) return
          await keep?.(image)
          const next = [...latest.current, image]
          latest.current = next
          onValueChange(next)
          drop(key)
        } catch (error: unknown) {
          patch(key, { error: errorDetail(error) ?? DEFAULT_ERROR_DETAIL })
        }
      })
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    if (!disabled) add([...event.dataTransfer.files])
  }

  const full = value.length + pending.filter((item) => !item.error).length >= max

  return (
    <div className={cx(classes.root, className)}>
      <span className={classes.label}>{label}</span>
      <label
        htmlFor={inputId}
        className={classes.dropzone}
        data-dragging={dragging ? '' : undefined}
        data-disabled={disabled || full ? '' : undefined}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <ImageIcon />
        <span>تصویر را اینجا رها کنید یا برای انتخاب بزنید</span>
        <span className={classes.hint}>
          JPEG، PNG، WebP یا AVIF، هر کدام حداکثر {formatNumber(5)} مگابایت، تا {formatNumber(max)} تصویر
        </span>
        <input
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          disabled={disabled || full}
          aria-label={label}
          className={classes.input}
          onChange={(event) => {
            add([...(event.currentTarget.files ?? [])])
            event.currentTarget.value = ''
          }}
        />
      </label>
      {value.length + pending.length > 0 ? (
        <ul className={classes.list} aria-label={label}>
          {value.map((image, index) => (
            <li key={image.id} className={classes.item}>
              <img src={image.url} alt={`تصویر ${formatNumber(index + 1)}`} className={classes.preview} />
              <button
                type="button"
                className={classes.remove}
                aria-label={`حذف تصویر ${formatNumber(index + 1)}`}
                disabled={disabled}
                onClick={() => onValueChange(latest.current.filter((other) => other.id !== image.id))}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
          {pending.map((item) => (
            <li key={item.key} className={classes.item} data-error={item.error ? '' : undefined}>
              {item.preview ? (
                <img src={item.preview} alt={item.name} className={classes.preview} />
              ) : (
                <span className={classes.preview}>{item.name}</span>
              )}
              <button
                type="button"
                className={classes.remove}
                aria-label={`حذف ${item.name}`}
                onClick={() => {
                  removed.current.add(item.key)
                  drop(item.key)
                }}
              >
                <CloseIcon />
              </button>
              {item.error ? (
                <span role="alert" className={classes.error}>
                  {item.error}
                </span>
              ) : (
                <div
                  role="progressbar"
                  aria-label={`بارگذاری ${item.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(item.progress * 100)}
                  className={classes.progress}
                >
                  <div className={classes.progressBar} style={{ width: `${item.progress * 100}%` }} />
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
