import { useEffect } from 'react'

const SITE = 'راسته'

/** «عنوان | راسته» in the tab and history; the bare site name when there is no title yet. */
export function documentTitle(title?: string | null): string {
  const trimmed = title?.trim()
  return trimmed && trimmed !== SITE ? `${trimmed} | ${SITE}` : SITE
}

/** Sets the document title while the page is shown. */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = documentTitle(title)
  }, [title])
}
