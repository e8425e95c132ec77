import { useEffect, useState } from 'react'

/**
 * How many of `total` items to render: `first` at once, then `step` more in each following task
 * until all are there. A long list rendered in one go is one long task that blocks a slow
 * phone's main thread (Lighthouse's Total Blocking Time); the first rows are all the screen shows.
 * Each step schedules the next (the effect depends on `count`) until every item is shown: a
 * performance aid must never change what the page ends up showing.
 */
export function useProgressive(total: number, first: number, step = first): number {
  const [count, setCount] = useState(() => Math.min(total, first))
  useEffect(() => {
    if (count >= total) return
    const timer = window.setTimeout(() => setCount(count + step), 0)
    return () => window.clearTimeout(timer)
  }, [count, total, step])
  return Math.min(count, total)
}
