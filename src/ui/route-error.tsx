import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { Button } from './button'

/** A route that failed to load or render: a Persian message and a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  console.error('Route failed', error)
  return (
    <section
      role="alert"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: '4',
        py: '16',
        px: '4',
        textAlign: 'center',
      })}
    >
      <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>مشکلی پیش آمد</h1>
      <p className={css({ color: 'fg.muted' })}>بارگذاری این صفحه انجام نشد. دوباره تلاش کنید.</p>
      <Button
        onClick={() => {
          reset()
          void router.invalidate()
        }}
      >
        تلاش مجدد
      </Button>
    </section>
  )
}
