// server/lib/lru.ts: what is kept and what is dropped, as every in-process cache relies on it.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Lru, TtlLru } from '../../server/lib/lru'

describe('Lru', () => {
  it('never holds more than its capacity, dropping the oldest first', () => {
    const lru = new Lru<number>(4)
    for (let i = 1; i <= 6; i++) lru.set(`k${i}`, i)
    expect(lru.size).toBe(4)
    expect(['k1', 'k2', 'k3', 'k4', 'k5', 'k6'].map((k) => lru.has(k))).toEqual([false, false, true, true, true, true])
    expect(lru.get('k6')).toBe(6)
  })

  it('keeps an entry that is used while it drifts towards the old end', () => {
    const lru = new Lru<number>(4)
    lru.set('hot', 0)
    // Used after every insertion: it must outlive every entry inserted around it.
    for (let i = 1; i <= 20; i++) {
      lru.set(`k${i}`, i)
      expect(lru.get('hot')).toBe(0)
    }
    expect(lru.size).toBe(4)
    expect(lru.has('k16')).toBe(false)
    expect(['k17', 'k18', 'k19', 'k20'].filter((k) => lru.has(k))).toHaveLength(3)
  })

  it('drops an entry that was not used again, even when it was used once long ago', () => {
    const lru = new Lru<number>(4)
    lru.set('once', 0)
    expect(lru.get('once')).toBe(0)
    for (let i = 1; i <= 4; i++) lru.set(`k${i}`, i)
    expect(lru.has('once')).toBe(false)
  })

  it('replaces a value set again, and forgets deleted and cleared keys', () => {
    const lru = new Lru<string>(3)
    lru.set('a', 'یک')
    lru.set('a', 'دو')
    expect(lru.get('a')).toBe('دو')
    expect(lru.size).toBe(1)
    lru.set('b', 'سه')
    lru.delete('a')
    expect(lru.get('a')).toBeUndefined()
    lru.clear()
    expect(lru.size).toBe(0)
  })
})

describe('TtlLru', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shares one load among concurrent misses and keeps it until it expires', async () => {
    vi.useFakeTimers()
    const cache = new TtlLru<number>(10, 1000)
    let loads = 0
    const load = async () => ++loads
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)])
    expect([a, b, loads]).toEqual([1, 1, 1])
    vi.advanceTimersByTime(999)
    expect(await cache.get('k', load)).toBe(1)
    vi.advanceTimersByTime(2)
    expect(await cache.get('k', load)).toBe(2)
  })

  it('does not keep a failed load', async () => {
    const cache = new TtlLru<number>(10, 60_000)
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(cache.size).toBe(0)
    expect(await cache.get('k', async () => 7)).toBe(7)
  })

  it('holds at most its capacity of loads', async () => {
    const cache = new TtlLru<number>(3, 60_000)
    for (let i = 0; i < 10; i++) await cache.get(`k${i}`, async () => i)
    expect(cache.size).toBe(3)
    expect(await cache.get('k0', async () => -1)).toBe(-1)
  })
})

describe('TtlLru renewing in the background', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('answers with the kept value while one load renews it, and loads first past its longest age', async () => {
    vi.useFakeTimers()
    const cache = new TtlLru<number>(10, 5000, 1000)
    let loads = 0
    let release = () => {}
    const slow = () => new Promise<number>((resolve) => (release = () => resolve(++loads)))
    const first = cache.get('k', slow)
    release()
    expect(await first).toBe(1)
    vi.advanceTimersByTime(1500)
    // Old enough to renew: both readers get 1 at once, and only one renewal starts.
    expect(await cache.get('k', slow)).toBe(1)
    expect(await cache.get('k', slow)).toBe(1)
    release()
    await Promise.resolve()
    await Promise.resolve()
    expect(await cache.get('k', slow)).toBe(2)
    // Unread past the longest age: the reader waits for a fresh load.
    vi.advanceTimersByTime(6000)
    const late = cache.get('k', slow)
    release()
    expect(await late).toBe(3)
  })

  it('keeps the old value when a renewal fails, and forgets everything on clear', async () => {
    vi.useFakeTimers()
    const cache = new TtlLru<number>(10, 5000, 1000)
    expect(await cache.get('k', async () => 1)).toBe(1)
    vi.advanceTimersByTime(1500)
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).toBe(1)
    await Promise.resolve()
    expect(await cache.get('k', async () => 2)).toBe(1) // the renewal after the failure answers later
    await Promise.resolve()
    expect(await cache.get('k', async () => 3)).toBe(2)
    cache.clear()
    expect(await cache.get('k', async () => 4)).toBe(4)
  })
})
