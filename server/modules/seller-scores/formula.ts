// The seller score's formula (decision 035), apart from the SQL that gathers its inputs so it can
// be read and changed in one place. Each part becomes a goodness 0-1; the score is their weighted
// mean × 100 over the parts that have data (a part without data gives its weight to the others).

/** Placed orders in 90 days before a number is shown; fewer: «فروشنده جدید». */
export const MIN_ORDERS = 5
/** Published ratings in 90 days before their average counts. */
export const MIN_RATINGS = 3
export const WINDOW_DAYS = 90

export const WEIGHTS = { on_time: 0.35, seller_cancellations: 0.25, returns: 0.15, rating: 0.25 } as const
export type Part = keyof typeof WEIGHTS

/** A cancellation or a fault return rate at which that part is worth nothing (1 in 4 orders). */
const ZERO_AT = 0.25

export interface ScoreInputs {
  orders: number
  /** orders that shipped, or should have by now (their promised days are over) */
  due: number
  onTime: number
  sellerCancelled: number
  /** null until returns exist (issue 30) */
  returns: { rate: number; count: number } | null
  ratingAverage: number | null
  ratingCount: number
}

export interface ScoreParts {
  onTimeRate: number | null
  sellerCancelRate: number | null
  returnRate: number | null
}

export function rates(i: ScoreInputs): ScoreParts {
  return {
    onTimeRate: i.due > 0 ? i.onTime / i.due : null,
    sellerCancelRate: i.orders > 0 ? i.sellerCancelled / i.orders : null,
    returnRate: i.returns ? i.returns.rate : null,
  }
}

/** Each part's goodness 0-1, or null when it has no data (it then weighs nothing). */
export function goodness(i: ScoreInputs): Record<Part, number | null> {
  const r = rates(i)
  return {
    on_time: r.onTimeRate,
    seller_cancellations: r.sellerCancelRate === null ? null : Math.max(0, 1 - r.sellerCancelRate / ZERO_AT),
    returns: r.returnRate === null ? null : Math.max(0, 1 - r.returnRate / ZERO_AT),
    rating: i.ratingAverage !== null && i.ratingCount >= MIN_RATINGS ? (i.ratingAverage - 1) / 4 : null,
  }
}

/** The score 0-100, or null for a new seller (too few orders) or one with no part to judge. */
export function scoreOf(i: ScoreInputs): number | null {
  if (i.orders < MIN_ORDERS) return null
  let sum = 0
  let weight = 0
  for (const [part, g] of Object.entries(goodness(i)) as [Part, number | null][]) {
    if (g === null) continue
    sum += WEIGHTS[part] * g
    weight += WEIGHTS[part]
  }
  return weight === 0 ? null : Math.round((100 * sum) / weight)
}
