// One star on its own file: product cards (in the first script) draw it; the five-star rows
// (stars.tsx) load with the pages that show them.
export const STAR_PATH = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9Z'

/** One filled star (decorative), in the current colour. */
export function StarIcon({ size = '1em', className }: { size?: number | string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <path d={STAR_PATH} fill="currentColor" />
    </svg>
  )
}
