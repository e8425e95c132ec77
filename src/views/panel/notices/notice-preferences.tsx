import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import {
  type NoticeChannel,
  type NoticeEvent,
  type NoticePreference,
  noticePreferencesQueryOptions,
  useUpdateNoticePreference,
} from '#api/notifications'
import { errorDetail } from '#lib/errors'
import { ErrorState } from '#ui/error-state'
import { Skeleton } from '#ui/skeleton'
import { Switch } from '#ui/switch'
import { CHANNEL_NAMES, EVENT_NAMES } from './event-names'

const CHANNELS: NoticeChannel[] = ['push', 'sms']
const cell = css({ py: '2.5', px: '2', borderBottomWidth: '1px', borderColor: 'border.default' })
const head = css({ fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted', textAlign: 'center', px: '2', pb: '2' })

/**
 * Per event and channel: whether it comes as a browser notification and as an SMS (the inbox
 * always has it). The shopper's events in the account's settings, the store's in the seller panel.
 */
export function NoticePreferences({ audience }: { audience: 'customer' | 'seller' }) {
  const query = useQuery(noticePreferencesQueryOptions)
  const update = useUpdateNoticePreference()
  if (!query.data) {
    return query.isError ? (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <Skeleton className={css({ h: '40', borderRadius: 'card' })} />
    )
  }
  const byEvent = new Map<NoticeEvent, Partial<Record<NoticeChannel, NoticePreference>>>()
  for (const item of query.data.items) {
    if (Boolean(EVENT_NAMES[item.event]?.seller) !== (audience === 'seller')) continue
    byEvent.set(item.event, { ...byEvent.get(item.event), [item.channel]: item })
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <table className={css({ w: 'full', borderCollapse: 'collapse' })}>
        <caption className={css({ srOnly: true })}>کدام خبرها با اعلان مرورگر و پیامک برسند</caption>
        <thead>
          <tr>
            <th scope="col" className={`${head} ${css({ textAlign: 'start' })}`}>
              خبر
            </th>
            {CHANNELS.map((channel) => (
              <th key={channel} scope="col" className={head}>
                {CHANNEL_NAMES[channel]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...byEvent].map(([event, channels]) => (
            <tr key={event}>
              <th
                scope="row"
                className={`${cell} ${css({ textAlign: 'start', fontWeight: 'medium', fontSize: 'sm' })}`}
              >
                {EVENT_NAMES[event].name}
              </th>
              {CHANNELS.map((channel) => {
                const preference = channels[channel]
                return (
                  <td key={channel} className={`${cell} ${css({ textAlign: 'center' })}`}>
                    {preference ? (
                      <Switch
                        checked={preference.enabled}
                        aria-label={`${EVENT_NAMES[event].name}، ${CHANNEL_NAMES[channel]}`}
                        onChange={(e) => update.mutate({ event, channel, enabled: e.currentTarget.checked })}
                      />
                    ) : null}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
        همهٔ خبرها در صندوق اعلان‌ها هم می‌مانند. اعلان مرورگر فقط روی دستگاه‌هایی می‌آید که دریافت آن را روشن کرده‌اید.
      </p>
      {update.isError ? (
        <p role="alert" className={css({ fontSize: 'sm', color: 'danger.default' })}>
          {errorDetail(update.error) ?? 'تغییر ذخیره نشد؛ دوباره تلاش کنید.'}
        </p>
      ) : null}
    </div>
  )
}
