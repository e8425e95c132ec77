import { useState } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { formatNumber } from '#lib/fa'
import { galleryOrder } from '#lib/media'
import type { Schemas } from '#sdk'
import { AppImage } from '#ui/app-image'

type ProductImage = Schemas['ProductImage']

const frame = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  overflow: 'hidden',
})
const thumb = css({
  flexShrink: 0,
  w: { base: '16', md: '20' },
  h: { base: '16', md: '20' },
  p: '1',
  bg: 'bg.surface',
  borderWidth: '2px',
  borderColor: 'border.default',
  borderRadius: 'control',
  cursor: 'pointer',
  overflow: 'hidden',
  _hover: { borderColor: 'border.strong' },
  '&[aria-current=true]': { borderColor: 'accent.default' },
})

/** The product's pictures: the primary one first and large, the rest as thumbnails to switch to. */
export function Gallery({ images, name }: { images: readonly ProductImage[]; name: string }) {
  const ordered = galleryOrder(images)
  const [index, setIndex] = useState(0)
  const current = ordered[Math.min(index, ordered.length - 1)]
  return (
    <section aria-label="تصاویر کالا" className={stack({ gap: '3' })}>
      <div className={frame}>
        <AppImage
          src={current?.url}
          alt={ordered.length > 1 ? `${name}، تصویر ${formatNumber(index + 1)}` : name}
          width={600}
          height={600}
          loading="eager"
          className={css({ w: 'full', aspectRatio: '1', objectFit: 'contain', display: 'block' })}
          data-testid="gallery-main"
        />
      </div>
      {ordered.length > 1 ? (
        <ul className={css({ position: 'relative', display: 'flex', gap: '2', overflowX: 'auto', pb: '1' })}>
          {ordered.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                className={thumb}
                aria-label={`نمایش تصویر ${formatNumber(i + 1)} از ${formatNumber(ordered.length)}`}
                aria-current={i === index}
                onClick={() => setIndex(i)}
              >
                <AppImage
                  src={image.url}
                  alt=""
                  width={80}
                  height={80}
                  className={css({ w: 'full', h: 'full', objectFit: 'contain' })}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
