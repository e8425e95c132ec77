// The price chart's drawing: days on x (the first point's day at the left, the last's at the
// right), prices on y (the lowest at the bottom), a step line that holds each day's price until
// the next day's, broken over days without a price (no store had it).

const DAY = 86_400_000

export interface ChartGeometry {
  width: number
  height: number
  left: number
  right: number
  top: number
  bottom: number
  min: number
  max: number
  firstDate: string
  lastDate: string
  path: string
  /** A dot where a day's price stands alone (nothing drawn on either side of it) */
  dots: { x: number; y: number }[]
}

const round = (n: number) => Math.round(n * 10) / 10

export function chartOf(points: readonly { date: string; price: number }[], width = 320, height = 140): ChartGeometry {
  const left = 56
  const right = width - 6
  const top = 8
  const bottom = height - 20
  const first = Date.parse(points[0].date)
  const days = points.map((p) => Math.round((Date.parse(p.date) - first) / DAY))
  const span = Math.max(days[days.length - 1], 1)
  const prices = points.map((p) => p.price)
  const min = Math.min(...prices)
  const max = Math.max(...prices)
  const x = (day: number) => round(left + ((right - left) * day) / span)
  const y = (price: number) =>
    max === min ? round((top + bottom) / 2) : round(bottom - ((bottom - top) * (price - min)) / (max - min))
  let path = ''
  const dots: ChartGeometry['dots'] = []
  points.forEach((point, i) => {
    const joined = i > 0 && days[i] - days[i - 1] === 1
    if (joined) path += ` H${x(days[i])} V${y(point.price)}`
    else path += `${path ? ' ' : ''}M${x(days[i])} ${y(point.price)}`
    const next = i + 1 < points.length && days[i + 1] - days[i] === 1
    if (!joined && !next) dots.push({ x: x(days[i]), y: y(point.price) })
  })
  // A single day (or the last run) is drawn to the right edge only when it is the chart's end.
  if (points.length === 1) path += ` H${right}`
  return {
    width,
    height,
    left,
    right,
    top,
    bottom,
    min,
    max,
    firstDate: points[0].date,
    lastDate: points[points.length - 1].date,
    path,
    dots,
  }
}
