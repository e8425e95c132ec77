/** Arrow keys cycle through the options and back to the typed phrase (-1). */
export function nextIndex(current: number, step: 1 | -1, count: number): number {
  const next = current + step
  if (next >= count) return -1
  if (next < -1) return count - 1
  return next
}
