// The price chart's drawing, in a box of WIDTH × HEIGHT units that the page stretches to the
// chart's size: each day a slot on x (the first point's day at the left, the last's at the
// right), prices on y (the lowest at the bottom), a step line that holds each day's price across
// its slot, broken over days without a price (no store had it).

export const WIDTH = 1000
export const HEIGHT = 100
/** Room above and below the line, in units, so its stroke is never cut at the edges. */
const INSET = 6

const DAY = 86_400_000

export interface ChartGeometry {
  min: number
  max: number
  firstDate: string
  lastDate: string
  /** The step line */
  path: string
}

const round = (n: number) => Math.round(n * 10) / 10

export function chartOf(points: readonly { date: string; price: number }[]): ChartGeometry {
  const first = Date.parse(points[0].date)
  const days = points.map((p) => Math.round((Date.parse(p.date) - first) / DAY))
  const slots = days[days.length - 1] + 1
  const prices = points.map((p) => p.price)
  const min = Math.min(...prices)
  const max = Math.max(...prices)
  const x = (day: number) => round((WIDTH * day) / slots)
  const y = (price: number) =>
    max === min ? HEIGHT / 2 : round(HEIGHT - INSET - ((HEIGHT - 2 * INSET) * (price - min)) / (max - min))
  const parts = points.map((point, i) => {
    const joined = i > 0 && days[i] - days[i - 1] === 1
    return `${joined ? 'V' : `M${x(days[i])} `}${y(point.price)} H${x(days[i] + 1)}`
  })
  const path = parts.join(' ')
  return { min, max, firstDate: points[0].date, lastDate: points[points.length - 1].date, path }
}
