import { useSyncExternalStore } from 'react'

// The browser's install offer. Chromium fires `beforeinstallprompt` once per page load, often
// before the footer that shows the button exists, so it is kept from the first moment: main.tsx
// loads update-prompt.tsx, which imports this module. iOS never fires it; there Safari's Share menu
// («افزودن به صفحه اصلی») installs the app, and the button explains that instead.

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/** 'prompt': the browser offers installation; 'ios': explain Share → Add to Home Screen. */
export type InstallOffer = 'prompt' | 'ios' | 'none'

let deferred: BeforeInstallPromptEvent | null = null
let installed = false
const listeners = new Set<() => void>()
const changed = () => {
  for (const listener of listeners) listener()
}

if (typeof window !== 'undefined') {
  // On a server-rendered page the app starts after the load event; public/boot.js kept an offer
  // the browser made before that.
  deferred = (window as unknown as { rastehInstallOffer?: BeforeInstallPromptEvent }).rastehInstallOffer ?? null
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own button asks instead of the browser's mini-infobar.
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    changed()
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    installed = true
    changed()
  })
}

function standalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

function isIos(): boolean {
  // iPadOS presents itself as a Mac; its touch screen gives it away.
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
  )
}

function currentOffer(): InstallOffer {
  if (installed || standalone()) return 'none'
  if (deferred) return 'prompt'
  return isIos() ? 'ios' : 'none'
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Shows the browser's own install dialog; the offer is used up either way. */
export async function install(): Promise<void> {
  const event = deferred
  if (!event) return
  deferred = null
  changed()
  await event.prompt()
  const { outcome } = await event.userChoice
  if (outcome === 'accepted') installed = true
  changed()
}

export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(subscribe, currentOffer, () => 'none')
}
