import { useNavigate, useSearch } from '@tanstack/react-router'
import { compactSearch, type TableSearch } from './table-search'

/**
 * The current list's search params and a setter that writes them to the URL. Any change but
 * a page change goes back to page 1 (a filtered list has other pages).
 */
export function useTableSearch<T extends TableSearch>() {
  // Any route's validated search (the caller knows its shape); the cast skips the router's
  // structural-sharing option typing, which a loose (strict: false) read cannot satisfy.
  const search = useSearch({ strict: false, structuralSharing: false } as never) as T
  const navigate = useNavigate()
  function update(patch: Partial<T>) {
    const keepsPage = Object.keys(patch).every((key) => key === 'page')
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) =>
        compactSearch({ ...previous, ...patch, ...(keepsPage ? {} : { page: undefined }) }),
    } as never)
  }
  return { search, update }
}
