import { Suspense, useState } from 'react'
import { css } from 'styled-system/css'
import { lazyPart, useOpenedOnce } from '#lib/lazy-part'
import { Button } from '#ui/button'
import { MenuIcon } from '#ui/icons'

// Ark's drawer is not needed before the menu first opens.
const MobileMenuPanel = lazyPart(() =>
  import('./mobile-menu-panel').then((module) => ({ default: module.MobileMenuPanel })),
)

/** The mobile side menu's button; the menu itself loads the first time it opens. */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const opened = useOpenedOnce(open)
  return (
    <>
      <Button
        variant="ghost"
        icon
        aria-label="باز کردن منو"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={css({ fontSize: 'xl' })}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
