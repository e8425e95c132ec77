import { Suspense, useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '../../ui/button'
import { MenuIcon } from '../../ui/icons'
import { lazyPart } from '../shell/lazy-shell'

// Ark's drawer is not needed before the menu first opens.
const MobileMenuPanel = lazyPart(() =>
  import('./mobile-menu-panel').then((module) => ({ default: module.MobileMenuPanel })),
)

/** The mobile side menu's button; the menu itself loads the first time it opens. */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  return (
    <>
      <Button
        variant="ghost"
        icon
        aria-label="باز کردن منو"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={css({ fontSize: 'xl' })}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
      >
        <MenuIcon />
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
