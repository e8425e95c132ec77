import { useEffect } from 'react'
import { documentTitle } from '#sdk/rules/page-titles'

// The titles and their «… | راسته» form are the server's too (sdk/rules/page-titles.ts).
export { documentTitle, entityTitle, PAGE_TITLES } from '#sdk/rules/page-titles'

/** Sets the document title while the page is shown. */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = documentTitle(title)
  }, [title])
}
