// /shipping and /checkout share their search params: the chosen address and one shipping method
// per store (`?address=19&ship={"7":"post_pishtaz"}`), so a reload, the back button and the
// step from /shipping to /checkout all keep the choices. Malformed values are dropped.
import * as v from 'valibot'
import { SHIPPING_METHODS, type ShippingMethod } from '#lib/shipping-methods'

const numeric = v.union([v.number(), v.pipe(v.string(), v.toNumber())])

function cleanShip(value: unknown): Record<string, ShippingMethod> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
  const entries = Object.entries(value).filter(
    (entry): entry is [string, ShippingMethod] =>
      /^[1-9]\d{0,9}$/.test(entry[0]) && SHIPPING_METHODS.includes(entry[1] as ShippingMethod),
  )
  return entries.length ? Object.fromEntries(entries.slice(0, 50)) : undefined
}

export const checkoutSearchSchema = v.object({
  address: v.fallback(v.optional(v.pipe(numeric, v.integer(), v.minValue(1))), undefined),
  ship: v.optional(v.pipe(v.unknown(), v.transform(cleanShip))),
})

export type CheckoutSearch = v.InferOutput<typeof checkoutSearchSchema>
