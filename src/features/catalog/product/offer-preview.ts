import type { CartItemPreview } from '#api/cart/cart'
import { displayedImage } from '#lib/media'
import type { Schemas } from '#sdk'
import { MAX_QUANTITY } from '#sdk/rules/cart-lines'

export type PreviewProduct = Pick<Schemas['Product'], 'id' | 'slug' | 'name_fa' | 'images'>

/**
 * An offer as the cart drawer shows it before the server answers (an add made offline): the
 * product page's name, picture, store and price. The server prices it again when the add is sent.
 */
export function offerPreview(product: PreviewProduct, offer: Schemas['Offer']): CartItemPreview {
  return {
    product: {
      id: product.id,
      slug: product.slug,
      name: product.name_fa,
      images: product.images.length ? [{ url: displayedImage(product.images) }] : [],
      store: offer.store,
    },
    price: {
      selling_price: offer.selling_price,
      original_price: offer.original_price ?? Math.max(offer.price, offer.selling_price),
      unit_price: offer.selling_price,
    },
    max_quantity: Math.min(Math.max(offer.stock, 0), MAX_QUANTITY),
  }
}
