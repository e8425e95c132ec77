import type { ReactNode } from 'react'
import { EmptyState } from './empty-state'
import { OfflineIcon } from './icons'

export const NEEDS_CONNECTION = 'برای دیدن این صفحه به اینترنت نیاز دارید'

/**
 * A page (or part of one) that is not saved on this device and cannot load offline. Pages already
 * visited open from the service worker's cache instead.
 */
export function OfflineNotice({ action, title = NEEDS_CONNECTION }: { action?: ReactNode; title?: string }) {
  return (
    <EmptyState
      role="alert"
      icon={<OfflineIcon />}
      title={title}
      description="این صفحه هنوز روی این دستگاه ذخیره نشده است. به اینترنت وصل شوید تا بارگذاری شود؛ صفحه‌هایی که پیش‌تر دیده‌اید بدون اینترنت هم باز می‌شوند."
      action={action}
    />
  )
}
