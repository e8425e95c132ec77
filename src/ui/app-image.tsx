import { type ImgHTMLAttributes, useState } from 'react'
import { imageOrPlaceholder, PLACEHOLDER_IMAGE } from '#lib/media'

interface AppImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined
  alt: string
}

/** An image from the server that falls back to the local placeholder when missing or broken. */
export function AppImage({ src, alt, loading = 'lazy', ...props }: AppImageProps) {
  const wanted = imageOrPlaceholder(src)
  const [failed, setFailed] = useState<string | null>(null)
  const shown = failed === wanted ? PLACEHOLDER_IMAGE : wanted
  return (
    <img
      src={shown}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => shown !== PLACEHOLDER_IMAGE && setFailed(wanted)}
      {...props}
    />
  )
}
