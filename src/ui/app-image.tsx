import { type ImgHTMLAttributes, useState } from 'react'
import { imageOrPlaceholder, PLACEHOLDER_IMAGE } from '#lib/media'

interface AppImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined
  alt: string
}

/** An image from the server that falls back to the local placeholder when missing or broken. */
/**
 * With `sizes` (the width it is shown at), a seeded picture (/media/…, 600 px) is offered at 160 and
 * 360 px too (server/plugins/media.ts): a phone picks the smallest one its screen still needs.
 */
export function AppImage({ src, alt, loading = 'lazy', sizes, ...props }: AppImageProps) {
  const wanted = imageOrPlaceholder(src)
  const [failed, setFailed] = useState<string | null>(null)
  const shown = failed === wanted ? PLACEHOLDER_IMAGE : wanted
  const path = sizes && shown !== PLACEHOLDER_IMAGE && shown.startsWith('/media/') && shown.slice(6)
  return (
    <img
      sizes={path ? sizes : undefined}
      srcSet={path ? `/media/w160${path} 160w, /media/w360${path} 360w, ${shown} 600w` : undefined}
      src={shown}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => shown !== PLACEHOLDER_IMAGE && setFailed(wanted)}
      {...props}
    />
  )
}
