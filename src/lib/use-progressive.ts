import { useEffect, useState, useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * True while rendering on the server and while hydrating the server's HTML (React then uses the
 * server snapshot); false in a render that starts in the browser.
 */
export function useRenderedFromHtml(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  )
}

/**
 * How many of `total` items to render: `first` at once, then `step` more in each following task
 * until all are there. A long list rendered in one go is one long task that blocks a slow
 * phone's main thread (Lighthouse's Total Blocking Time); the first rows are all the screen shows.
 * Each step schedules the next (the effect depends on `count`) until every item is shown: a
 * performance aid must never change what the page ends up showing.
 * The server's HTML holds every item (there is nothing to stage on the server), so a list
 * hydrated from it starts whole: hydrating reuses the elements instead of creating them.
 */
export function useProgressive(total: number, first: number, step = first): number {
  const fromHtml = useRenderedFromHtml()
  const [count, setCount] = useState(() => (fromHtml ? total : Math.min(total, first)))
  useEffect(() => {
    if (count >= total) return
    const timer = window.setTimeout(() => setCount(count + step), 0)
    return () => window.clearTimeout(timer)
  }, [count, total, step])
  return Math.min(count, total)
}
