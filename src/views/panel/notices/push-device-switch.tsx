import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { css } from 'styled-system/css'
import { turnOffDevicePush, turnOnDevicePush } from '#api/push-device'
import { errorDetail } from '#lib/errors'
import { deviceSubscription, PushRefused, type PushState, pushState, savedForMe } from '#lib/web-push'
import { Switch } from '#ui/switch'

const NOTES: Partial<Record<PushState, string>> = {
  unsupported: 'این مرورگر اعلان وب را پشتیبانی نمی‌کند؛ خبرها در صندوق اعلان‌ها و با پیامک می‌رسند.',
  denied: 'اجازهٔ نمایش اعلان برای راسته در این مرورگر بسته شده است؛ از تنظیمات سایت در مرورگر آن را باز کنید.',
}

/**
 * «دریافت اعلان روی این دستگاه»: Web Push for this browser only (each device is switched on its
 * own). On asks the browser's permission, subscribes with the server's key and saves the
 * subscription for the signed-in user; off forgets it on both sides.
 */
export function PushDeviceSwitch() {
  const queryClient = useQueryClient()
  const id = useId()
  const [state, setState] = useState<PushState | null>(null)
  const [on, setOn] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    const now = pushState()
    setState(now)
    if (now === 'unsupported') return
    let live = true
    deviceSubscription()
      .then((subscription) => live && setOn(Boolean(subscription) && savedForMe()))
      .catch(() => live && setOn(false))
    return () => {
      live = false
    }
  }, [])

  async function toggle(next: boolean) {
    setBusy(true)
    setError(null)
    try {
      await (next ? turnOnDevicePush(queryClient) : turnOffDevicePush())
      setOn(next)
    } catch (caught) {
      if (caught instanceof PushRefused) {
        if (caught.state === 'prompt') setError('بدون اجازهٔ شما اعلانی روی این دستگاه نشان داده نمی‌شود.')
      } else {
        setError(
          errorDetail(caught) ??
            (next
              ? 'دریافت اعلان روی این دستگاه روشن نشد؛ دوباره تلاش کنید.'
              : 'خاموش کردن اعلان این دستگاه انجام نشد.'),
        )
      }
    } finally {
      setBusy(false)
      setState(pushState())
    }
  }

  const blocked = state === 'unsupported' || (state === 'denied' && !on)
  const note = state ? NOTES[state] : undefined
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <label
        htmlFor={id}
        className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}
      >
        <span className={css({ fontWeight: 'semibold' })}>دریافت اعلان روی این دستگاه</span>
        <Switch
          id={id}
          checked={Boolean(on)}
          disabled={busy || on === null || blocked}
          className={css({ _disabled: { opacity: 0.5, cursor: 'not-allowed' } })}
          aria-busy={busy || undefined}
          onChange={(event) => void toggle(event.currentTarget.checked)}
        />
      </label>
      {note ? <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{note}</p> : null}
      {error ? (
        <p role="alert" className={css({ fontSize: 'sm', color: 'danger.default' })}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
