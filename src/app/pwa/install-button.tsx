import { css, cx } from 'styled-system/css'
import { Button } from '#ui/button'
import { InstallIcon, ShareIcon } from '#ui/icons'
import { install, useInstallOffer } from './install-offer'

const hint = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2',
  fontSize: 'sm',
  color: 'fg.muted',
  maxW: 'sm',
  '& svg': { flexShrink: 0, fontSize: 'lg', color: 'accent.text', mt: '0.5' },
})

/** How to install on an iPhone or iPad, where no browser offers it by itself. */
export function IosInstallHint({ className }: { className?: string }) {
  return (
    <p className={cx(hint, className)}>
      <ShareIcon />
      <span>
        برای نصب راسته روی آیفون یا آیپد، در سافاری دکمه اشتراک‌گذاری را بزنید و «افزودن به صفحه اصلی» را انتخاب کنید.
      </span>
    </p>
  )
}

/**
 * «نصب اپلیکیشن راسته» where the browser offers installation, the iOS explanation on an iPhone or iPad,
 * nothing once installed (or where the browser cannot install).
 */
export function InstallButton() {
  const offer = useInstallOffer()
  if (offer === 'ios') return <IosInstallHint />
  if (offer !== 'prompt') return null
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void install()}
      className={css({ gap: '2', alignSelf: 'flex-start' })}
    >
      <InstallIcon />
      نصب اپلیکیشن راسته
    </Button>
  )
}
