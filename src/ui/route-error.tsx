import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { useOnline } from '#lib/use-online'
import { Button } from './button'
import { OfflineIcon } from './icons'
import { NEEDS_CONNECTION } from './offline-notice'

const box = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '4',
  py: '16',
  px: '4',
  textAlign: 'center',
})

/**
 * A route that failed to load or render: a Persian message and a retry. Offline, it says the page
 * needs a connection (it was never saved on this device) and tries again once the connection is back.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const online = useOnline()
  const retry = useCallback(() => {
    reset()
    void router.invalidate()
  }, [reset, router])
  const wasOffline = useRef(!online)
  useEffect(() => {
    if (online && wasOffline.current) retry()
    wasOffline.current = !online
  }, [online, retry])
  console.error('Route failed', error)
  return (
    <section role="alert" className={box}>
      {online ? null : (
        <span aria-hidden="true" className={css({ fontSize: '4xl', color: 'accent.text' })}>
          <OfflineIcon />
        </span>
      )}
      <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{online ? 'مشکلی پیش آمد' : NEEDS_CONNECTION}</h1>
      <p className={css({ color: 'fg.muted', maxW: 'md' })}>
        {online
          ? 'بارگذاری این صفحه انجام نشد. دوباره تلاش کنید.'
          : 'این صفحه هنوز روی این دستگاه ذخیره نشده است. با وصل شدن اینترنت، صفحه خودش بارگذاری می‌شود.'}
      </p>
      <Button onClick={retry}>تلاش مجدد</Button>
    </section>
  )
}
