// A per-key sliding-window counter in this process (Redis would share it across processes; one
// process is the embedded default). Used where guessing must be slow, e.g. discount codes.
export class SlidingWindow {
  private readonly hits = new Map<string | number, number[]>()
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  allow(key: string | number, now = Date.now()): boolean {
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs)
    if (recent.length >= this.max) {
      this.hits.set(key, recent)
      return false
    }
    recent.push(now)
    this.hits.set(key, recent)
    if (this.hits.size > 50_000) this.hits.delete(this.hits.keys().next().value as string | number)
    return true
  }
}
