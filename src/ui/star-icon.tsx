// One star on its own file: product cards (in the first script) draw it; the five-star rows
// (stars.tsx) load with the pages that show them.
/**
 * A star's fills, as the theme's variables in the SVG's own attribute: no class, so the stars add
 * no rule to the stylesheet every page loads.
 */
export const STAR_FILL = { filled: 'var(--colors-amber-500)', empty: 'var(--colors-border-strong)' }

export const STAR_PATH = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9Z'

/** One filled star (decorative), amber unless `fill` says otherwise ('currentColor': its text colour). */
export function StarIcon({
  size = '1em',
  className,
  fill = STAR_FILL.filled,
}: {
  size?: number | string
  className?: string
  fill?: string
}) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className={className}>
      <path d={STAR_PATH} fill={fill} />
    </svg>
  )
}
