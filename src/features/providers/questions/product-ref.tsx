import type { Schemas } from '#sdk'
import { AppImage } from '#ui/app-image'
import { productName, productRow, productThumb } from './trust-styles'

/** The product a question or review is about: its photo and name, opening its page in a new tab. */
export function ProductRef({ product }: { product: Schemas['TrustProductRef'] }) {
  return (
    <div className={productRow}>
      <AppImage src={product.image_url} alt="" className={productThumb} width={48} height={48} />
      <a href={`/products/${product.id}/${product.slug}`} target="_blank" rel="noreferrer" className={productName}>
        {product.name_fa}
      </a>
    </div>
  )
}
