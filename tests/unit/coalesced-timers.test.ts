import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBatchedScheduler, createCoalescedTimers } from '#lib/coalesced-timers'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('coalesced Query timers', () => {
  it('fires each callback at its time, in order, behind one browser timer', () => {
    const { provider } = createCoalescedTimers(() => Date.now())
    const fired: string[] = []
    provider.setTimeout(() => fired.push('day'), 86_400_000)
    provider.setTimeout(() => fired.push('b100'), 100)
    provider.setTimeout(() => fired.push('a50'), 50)
    provider.setTimeout(() => fired.push('c100'), 100)
    expect(vi.getTimerCount()).toBe(1)
    vi.advanceTimersByTime(49)
    expect(fired).toEqual([])
    vi.advanceTimersByTime(1)
    expect(fired).toEqual(['a50'])
    vi.advanceTimersByTime(50)
    expect(fired).toEqual(['a50', 'b100', 'c100'])
    vi.advanceTimersByTime(86_400_000)
    expect(fired).toEqual(['a50', 'b100', 'c100', 'day'])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('never fires a cleared timer, and a later timer sets no new browser timer', () => {
    const { provider, pending } = createCoalescedTimers(() => Date.now())
    const fired: number[] = []
    const first = provider.setTimeout(() => fired.push(1), 10)
    provider.setTimeout(() => fired.push(2), 20)
    const setSpy = vi.spyOn(globalThis, 'setTimeout')
    provider.setTimeout(() => fired.push(3), 30)
    expect(setSpy).not.toHaveBeenCalled()
    provider.clearTimeout(first)
    expect(pending()).toBe(2)
    vi.advanceTimersByTime(30)
    expect(fired).toEqual([2, 3])
    expect(pending()).toBe(0)
  })

  it('runs a timer set by a firing callback at its own time', () => {
    const { provider } = createCoalescedTimers(() => Date.now())
    const fired: string[] = []
    provider.setTimeout(() => {
      fired.push('first')
      provider.setTimeout(() => fired.push('chained'), 0)
    }, 5)
    vi.advanceTimersByTime(5)
    expect(fired).toEqual(['first'])
    // (Fake timers put a zero delay set during a tick 1 ms later.)
    vi.advanceTimersByTime(1)
    expect(fired).toEqual(['first', 'chained'])
  })
})

describe('batched notification scheduler', () => {
  it('runs every batch scheduled before the next task in one browser timer, in order', () => {
    const schedule = createBatchedScheduler()
    const ran: string[] = []
    schedule(() => ran.push('a'))
    schedule(() => {
      ran.push('b')
      schedule(() => ran.push('later'))
    })
    expect(vi.getTimerCount()).toBe(1)
    expect(ran).toEqual([])
    vi.advanceTimersToNextTimer()
    expect(ran).toEqual(['a', 'b'])
    vi.advanceTimersToNextTimer()
    expect(ran).toEqual(['a', 'b', 'later'])
  })
})
