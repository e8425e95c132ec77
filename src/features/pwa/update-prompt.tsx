import { useRegisterSW } from 'virtual:pwa-register/react'
import { useEffect } from 'react'
import { toast } from '../../lib/toast'

/** Registers the service worker and, when a new version is waiting, asks before reloading. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  })

  useEffect(() => {
    if (!needRefresh) return
    toast({
      id: 'pwa-update',
      title: 'نسخه تازه راسته آماده است',
      description: 'برای استفاده از نسخه تازه، صفحه را به‌روزرسانی کنید.',
      variant: 'info',
      duration: Number.POSITIVE_INFINITY,
      action: { label: 'به‌روزرسانی', onClick: () => void updateServiceWorker(true) },
    })
  }, [needRefresh, updateServiceWorker])

  return null
}
