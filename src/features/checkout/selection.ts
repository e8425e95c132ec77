import type { Schemas } from '../../../sdk'
import { countsTowardTotal, blocksCheckout as problemBlocks } from '../../../sdk/rules/cart-lines'
import type { Address } from '../../api/addresses'
import type { Cart, CartItem } from '../../api/cart'
import {
  type MethodChoice,
  type MethodOption,
  methodChoices,
  resolveMethod,
  type ShippingMethod,
  type StoreShipping,
} from '../../lib/shipping-rules'

export type StoreSummary = Schemas['StoreSummary']

export interface StoreGroup {
  store: StoreSummary
  items: CartItem[]
  /** The items that can be bought, at their current selling price (toman). */
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

/** The cart's items by store, in the order the stores first appear. */
export function groupByStore(items: CartItem[]): StoreGroup[] {
  const groups = new Map<number, StoreGroup>()
  for (const item of items) {
    const store = item.product.store
    const group = groups.get(store.id) ?? { store, items: [], subtotal: 0 }
    group.items.push(item)
    if (countsTowardTotal(item.problem)) group.subtotal += item.line_total
    groups.set(store.id, group)
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
  const groups = groupByStore(cart.items).map((group): GroupSelection => {
    const shipping = shippingOf(group.store.id)
    const choices = shipping ? methodChoices(shipping, address?.city ?? null) : []
    const method = resolveMethod(choices, wanted?.[String(group.store.id)])
    const option = choices.find((choice) => choice.option.method === method)?.option ?? null
    return { ...group, shipping, choices, method, option }
  })
  const blocked = cart.items.some(blocksCheckout)
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
