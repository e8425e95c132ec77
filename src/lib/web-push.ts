// This device's Web Push subscription, as the browser keeps it (issue 31). Subscribing needs the
// app's service worker and the user's permission; the server's VAPID key comes from the caller.
// The subscription belongs to the browser, not to a user: which user it was saved for is kept
// beside it, so another account signed in on the same device does not see it as its own.
import { currentOwner } from './private-data'

const SAVED_FOR = 'rasteh:push-saved-for'

export type PushState = 'unsupported' | 'denied' | 'prompt' | 'granted'

/** What the browser allows: no Push API at all, notifications blocked, not asked yet, or allowed. */
export function pushState(): PushState {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) {
    return 'unsupported'
  }
  if (!('Notification' in window)) return 'unsupported'
  const permission = Notification.permission
  return permission === 'default' ? 'prompt' : permission
}

/** The subscription the browser holds for this app, if the service worker has one. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration()
  return (await registration?.pushManager.getSubscription()) ?? null
}

/** Whether this device's subscription was saved for the user signed in now. */
export function savedForMe(): boolean {
  const owner = currentOwner()
  return owner !== null && readSavedFor() === owner
}

export function rememberSavedForMe(saved: boolean): void {
  try {
    if (saved && currentOwner()) localStorage.setItem(SAVED_FOR, currentOwner() as string)
    else localStorage.removeItem(SAVED_FOR)
  } catch {
    // Without storage the switch only shows off after a reload; nothing is lost.
  }
}

function readSavedFor(): string | null {
  try {
    return localStorage.getItem(SAVED_FOR)
  } catch {
    return null
  }
}

/** Asks the browser for permission (a prompt the first time), then subscribes with the server's key. */
export async function subscribeDevice(publicKey: string): Promise<PushSubscription> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') throw new PushRefused(permission === 'denied' ? 'denied' : 'prompt')
  const registration = await navigator.serviceWorker.ready
  const key = base64UrlBytes(publicKey)
  const existing = await registration.pushManager.getSubscription()
  // A subscription made with another key (the server's keys were replaced) cannot be reused.
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing
  await existing?.unsubscribe()
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
}

/** Permission was not given: blocked for good, or the prompt dismissed. */
export class PushRefused extends Error {
  constructor(readonly state: 'denied' | 'prompt') {
    super(state)
  }
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=')
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
}

function sameKey(held: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!held || held.byteLength !== wanted.byteLength) return false
  const bytes = new Uint8Array(held)
  return bytes.every((b, i) => b === wanted[i])
}
