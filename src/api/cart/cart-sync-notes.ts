import { useSyncExternalStore } from 'react'
import { errorDetail } from '#lib/errors'
import { formatPrice } from '#lib/fa'
import { toast } from '#lib/toast'
import { DEFAULT_ERROR_DETAIL } from '#sdk'
import type { AddItemVariables, Cart, CartChangeVariables, RemoveItemVariables, UpdateItemVariables } from './cart'

// What became of changes made offline: a refusal (sold out, withdrawn, short of stock) or a new
// price is told in a toast and kept as a note in the drawer and on /cart until dismissed, since
// the customer may not be looking when the connection returns.

export type ChangeKind = 'add' | 'update' | 'remove'

export interface SyncNote {
  id: number
  text: string
  tone: 'danger' | 'warning'
}

let notes: readonly SyncNote[] = []
let nextId = 1
const listeners = new Set<() => void>()

function publish(next: readonly SyncNote[]) {
  notes = next
  for (const listener of listeners) listener()
}

export function dismissSyncNote(id: number): void {
  publish(notes.filter((note) => note.id !== id))
}

export function clearSyncNotes(): void {
  if (notes.length) publish([])
}

function addNote(text: string, tone: SyncNote['tone']) {
  publish([...notes, { id: nextId++, text, tone }])
}

export function useSyncNotes(): readonly SyncNote[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => notes,
    () => notes,
  )
}

function nameOf(kind: ChangeKind, variables: CartChangeVariables): string {
  const name =
    kind === 'add'
      ? (variables as AddItemVariables).preview?.product.name
      : (variables as UpdateItemVariables | RemoveItemVariables).name
  return name ? `«${name}»` : 'یک کالا'
}

/** A queued change the server refused (409 sold out or short of stock, 404 withdrawn…). */
export function reportRefused(kind: ChangeKind, variables: CartChangeVariables, error: unknown): void {
  const name = nameOf(kind, variables)
  const detail = errorDetail(error) ?? DEFAULT_ERROR_DETAIL
  const what = {
    add: `${name} به سبد خرید افزوده نشد`,
    update: `تعداد ${name} تغییر نکرد`,
    remove: `${name} از سبد خرید حذف نشد`,
  }[kind]
  const text = `${what}: ${detail}`
  addNote(text, 'danger')
  toast({ title: 'یکی از تغییرات سبد خرید انجام نشد', description: text, variant: 'warning' })
}

/** A queued add or quantity change went through at another price than the customer saw. */
export function reportRepriced(kind: ChangeKind, variables: CartChangeVariables, cart: Cart): void {
  if (kind === 'remove') return
  const seen =
    kind === 'add'
      ? (variables as AddItemVariables).preview?.price.selling_price
      : (variables as UpdateItemVariables).seenPrice
  const item = cart.items.find((entry) => entry.product_store_id === variables.productStoreId)
  if (seen === undefined || !item || item.price.selling_price === seen) return
  const text = `قیمت ${nameOf(kind, variables)} از ${formatPrice(seen)} به ${formatPrice(item.price.selling_price)} تغییر کرده است`
  addNote(text, 'warning')
  toast({ title: 'قیمت کالایی در سبد خرید تغییر کرد', description: text, variant: 'info' })
}
