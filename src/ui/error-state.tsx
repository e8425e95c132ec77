import { useOnline } from '#lib/use-online'
import { ApiError } from '#sdk'
import { Button } from './button'
import { EmptyState } from './empty-state'
import { OfflineIcon } from './icons'

interface ErrorStateProps {
  error?: unknown
  onRetry: () => void
  title?: string
}

/**
 * A part of the page failed to load: the server's Persian detail when there is one, and a retry.
 * Offline, it says the part needs a connection (it was never saved on this device).
 */
export function ErrorState({ error, onRetry, title = 'بارگذاری انجام نشد' }: ErrorStateProps) {
  const online = useOnline()
  const detail =
    error instanceof ApiError
      ? error.detail
      : online
        ? 'ارتباط با سرور برقرار نشد. دوباره تلاش کنید.'
        : 'برای دیدن این بخش به اینترنت نیاز دارید. به اینترنت وصل شوید و دوباره تلاش کنید.'
  return (
    <EmptyState
      role="alert"
      icon={online ? undefined : <OfflineIcon />}
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
