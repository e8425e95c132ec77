/** Page numbers around the current one, with the first and last always shown. */
export function pageWindow(page: number, totalPages: number, radius = 1): (number | 'gap')[] {
  const pages = new Set([1, totalPages])
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= totalPages) pages.add(p)
  const sorted = [...pages].sort((a, b) => a - b)
  const out: (number | 'gap')[] = []
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push('gap')
    out.push(p)
  })
  return out
}
