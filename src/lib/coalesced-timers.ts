// TanStack Query keeps a timer per query (its garbage collection, a day here), per observer (when
// its answer goes stale) and per notification batch. A page that hydrates a few dozen queries
// set and cleared ~100 browser timers in its first hydration slices, each one a call into the
// browser that a slow phone's main thread pays for (decision 025). Query's own advice for this is a
// TimeoutProvider that coalesces: here every Query timer lives in one list behind one browser timer.
import type { TimeoutProvider } from '@tanstack/react-query'

interface Entry {
  callback: () => void
  at: number
}

// setTimeout's largest delay; longer ones would fire at once.
const MAX_DELAY = 2_147_483_647

export function createCoalescedTimers(now: () => number = () => performance.now()) {
  const entries = new Map<number, Entry>()
  let nextId = 1
  let armed: ReturnType<typeof setTimeout> | undefined
  let armedAt = Number.POSITIVE_INFINITY

  const arm = () => {
    let earliest = Number.POSITIVE_INFINITY
    for (const entry of entries.values()) earliest = Math.min(earliest, entry.at)
    if (earliest === armedAt) return
    if (armed !== undefined) clearTimeout(armed)
    armed = undefined
    armedAt = earliest
    if (earliest === Number.POSITIVE_INFINITY) return
    armed = setTimeout(fire, Math.min(MAX_DELAY, Math.max(0, earliest - now())))
  }

  const fire = () => {
    armed = undefined
    armedAt = Number.POSITIVE_INFINITY
    const time = now()
    // In the order they are due (ids break ties: the order they were set in).
    const due = [...entries].filter(([, entry]) => entry.at <= time).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])
    for (const [id] of due) entries.delete(id)
    for (const [, entry] of due) entry.callback()
    arm()
  }

  const provider: TimeoutProvider<number> = {
    setTimeout(callback, delay) {
      const id = nextId++
      const at = now() + Math.max(0, delay ?? 0)
      entries.set(id, { callback, at })
      // A later timer than the armed one needs no new browser timer (the common case: a day's GC).
      if (at < armedAt) arm()
      return id
    },
    clearTimeout(id) {
      if (id === undefined) return
      // The browser timer stays armed; when it fires with nothing due it re-arms for the next.
      entries.delete(Number(id))
    },
    setInterval: (callback, delay) => setInterval(callback, delay) as unknown as number,
    clearInterval: (id) => clearInterval(id as unknown as ReturnType<typeof setInterval>),
  }
  return { provider, pending: () => entries.size }
}

/**
 * Query's notification batches, each "on the next task": one browser timer carries every batch
 * scheduled before it fires, in order. A batch scheduled while they run waits for the next one.
 */
export function createBatchedScheduler() {
  let queue: Array<() => void> = []
  let armed = false
  const run = () => {
    armed = false
    const batch = queue
    queue = []
    for (const callback of batch) callback()
  }
  return (callback: () => void) => {
    queue.push(callback)
    if (armed) return
    armed = true
    setTimeout(run, 0)
  }
}
