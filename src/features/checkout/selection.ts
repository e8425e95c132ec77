import type { Address } from '#api/addresses'
import type { Cart, CartBundle, CartItem } from '#api/cart/cart'
import {
  type MethodChoice,
  type MethodOption,
  methodChoices,
  resolveMethod,
  type ShippingMethod,
  type StoreShipping,
} from '#lib/shipping-rules'
import type { Schemas } from '#sdk'
import { countsTowardTotal, blocksCheckout as problemBlocks } from '#sdk/rules/cart-lines'

export type StoreSummary = Schemas['StoreSummary']

export interface StoreGroup {
  store: StoreSummary
  items: CartItem[]
  /** Bundle lines of the store (decision 021), each at the bundle's price */
  bundles: CartBundle[]
  /** The items and bundles that can be bought, at their current selling price (toman). */
  subtotal: number
}

export interface GroupSelection extends StoreGroup {
  /** Null while the store's shipping settings are not known (loading or failed). */
  shipping: StoreShipping | null
  choices: MethodChoice[]
  method: ShippingMethod | null
  option: MethodOption | null
}

export interface Selection {
  address: Address | null
  groups: GroupSelection[]
  shippingTotal: number
  /** Some item is sold out, withdrawn or short of stock: the server refuses the checkout. */
  blocked: boolean
  /** An address and a usable method for every store, and nothing blocking. */
  complete: boolean
  /** Names of the stores that do not take cash on delivery. */
  noCodStores: string[]
}

export function blocksCheckout(item: CartItem): boolean {
  return problemBlocks(item.problem)
}

/** The cart's bundles and items by store, in the order the stores first appear. */
export function groupByStore(cart: Pick<Cart, 'items' | 'bundles'>): StoreGroup[] {
  const groups = new Map<number, StoreGroup>()
  const groupOf = (store: StoreSummary) => {
    const group = groups.get(store.id) ?? { store, items: [], bundles: [], subtotal: 0 }
    groups.set(store.id, group)
    return group
  }
  for (const line of cart.bundles) {
    const group = groupOf(line.store)
    group.bundles.push(line)
    if (countsTowardTotal(line.problem)) group.subtotal += line.line_total
  }
  for (const item of cart.items) {
    const group = groupOf(item.product.store)
    group.items.push(item)
    if (countsTowardTotal(item.problem)) group.subtotal += item.line_total
  }
  return [...groups.values()]
}

/** The address in the URL, else the one last chosen, else the default, else the first. */
export function pickAddress(addresses: Address[], wanted: number | undefined, remembered: number | null) {
  const byId = (id: number | null | undefined) => (id ? addresses.find((address) => address.id === id) : undefined)
  return byId(wanted) ?? byId(remembered) ?? addresses.find((address) => address.is_default) ?? addresses[0] ?? null
}

interface SelectionInput {
  cart: Cart
  address: Address | null
  shippingOf: (storeId: number) => StoreShipping | null
  wanted: Record<string, ShippingMethod> | undefined
}

/** Everything /shipping shows and /checkout sends, derived from the data and the URL's choices. */
export function resolveSelection({ cart, address, shippingOf, wanted }: SelectionInput): Selection {
  const groups = groupByStore(cart).map((group): GroupSelection => {
    const shipping = shippingOf(group.store.id)
    const choices = shipping ? methodChoices(shipping, address?.city ?? null) : []
    const method = resolveMethod(choices, wanted?.[String(group.store.id)])
    const option = choices.find((choice) => choice.option.method === method)?.option ?? null
    return { ...group, shipping, choices, method, option }
  })
  const blocked = cart.items.some(blocksCheckout) || cart.bundles.some((line) => problemBlocks(line.problem))
  return {
    address,
    groups,
    shippingTotal: groups.reduce((sum, group) => sum + (group.option?.fee ?? 0), 0),
    blocked,
    complete: Boolean(address) && !blocked && groups.every((group) => group.option !== null),
    noCodStores: groups.filter((group) => group.shipping && !group.shipping.cod_allowed).map((g) => g.store.name),
  }
}

/** The URL form of the choices: one method per store. */
export function shipParam(selection: Selection): Record<string, ShippingMethod> {
  return Object.fromEntries(
    selection.groups.flatMap((group) => (group.method ? [[String(group.store.id), group.method]] : [])),
  )
}
