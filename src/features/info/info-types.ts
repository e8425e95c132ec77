/** A titled part of an informational page: paragraphs, then an optional list. */
export interface InfoSection {
  title: string
  paragraphs?: string[]
  bullets?: string[]
}
