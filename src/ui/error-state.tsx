import { ApiError } from '../../sdk'
import { Button } from './button'
import { EmptyState } from './empty-state'

interface ErrorStateProps {
  error?: unknown
  onRetry: () => void
  title?: string
}

/** A part of the page failed to load: the server's Persian detail when there is one, and a retry. */
export function ErrorState({ error, onRetry, title = 'بارگذاری انجام نشد' }: ErrorStateProps) {
  const detail = error instanceof ApiError ? error.detail : 'ارتباط با سرور برقرار نشد. دوباره تلاش کنید.'
  return (
    <EmptyState
      role="alert"
      title={title}
      description={detail}
      action={
        <Button variant="outline" onClick={onRetry}>
          تلاش مجدد
        </Button>
      }
    />
  )
}
