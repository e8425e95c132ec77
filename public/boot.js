// A server-rendered page's scripts start once the page has loaded and painted (decision 024): its HTML,
// styles, font and pictures paint first without sharing a slow connection with the app's code,
// which then takes the page over (React hydrates it). The server writes the app's entry in
// data-app and the route's modules in data-preload; the shell the service worker serves offline
// loads its entry itself and never uses this file. A classic script: currentScript is known.
;(() => {
  const me = document.currentScript
  if (!me) return
  // Until the app takes the page over, a tap on a button would do nothing (or submit a form the
  // browser's way): it is kept and handed to the app, which replays it once it has hydrated
  // (src/app/ssr/early-clicks.ts). Links keep working as links.
  const early = []
  const keep = (event) => {
    const target = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null
    if (!target) return
    event.preventDefault()
    event.stopPropagation()
    early.push(target)
  }
  document.addEventListener('click', keep, true)
  // The browser's install offer may come before the app: kept for it (src/app/pwa/install-offer.ts).
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    window.rastehInstallOffer = event
  })
  window.rastehEarlyClicks = () => {
    document.removeEventListener('click', keep, true)
    return early.splice(0)
  }
  const app = me.dataset.app
  const preloads = (me.dataset.preload || '').split(' ').filter(Boolean)
  // Same-origin, anonymous CORS (as Vite's own tags), at low priority.
  const add = (tag, props) => document.head.append(Object.assign(document.createElement(tag), props))
  // Each request in a task of its own: starting one costs the main thread a few milliseconds, and
  // ten in one task made a long one on a slow phone (decision 025). The app's entry goes first.
  // The web manifest, which nothing painted needs (decision 034): the browser fetches it and its
  // icon as soon as the link is in the document.
  const links = (me.dataset.links || '').split(' ').filter(Boolean)
  const start = () => {
    for (const link of links) {
      const [rel, href] = link.split('=')
      // The server's stand-in for the favicon (an empty data: URL) makes way for the file.
      document.head.querySelector(`link[rel="${rel}"]`)?.remove()
      add('link', { rel, href })
    }
    add('script', { type: 'module', crossOrigin: '', fetchPriority: 'low', src: app })
    for (const href of preloads) {
      setTimeout(() => add('link', { rel: 'modulepreload', crossOrigin: '', fetchPriority: 'low', href }))
    }
  }
  // The load event can come before the first paint: wait for both, then for the next frame.
  const painted = new Promise((resolve) => {
    if (!('PerformanceObserver' in window)) return resolve()
    const seen = () => performance.getEntriesByName('first-contentful-paint').length > 0
    if (seen()) return resolve()
    const observer = new PerformanceObserver(() => {
      if (!seen()) return
      observer.disconnect()
      resolve()
    })
    observer.observe({ type: 'paint', buffered: true })
  })
  const loaded = new Promise((resolve) => {
    if (document.readyState === 'complete') resolve()
    else addEventListener('load', resolve, { once: true })
  })
  // A page opened in a background tab may never report its first paint: after 3 s it starts anyway
  // (the frame then comes when the tab is shown).
  const paintedOrLate = Promise.race([painted, new Promise((resolve) => setTimeout(resolve, 3000))])
  Promise.all([paintedOrLate, loaded]).then(() => requestAnimationFrame(() => setTimeout(start)))
})()
