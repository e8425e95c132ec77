import { Suspense, useState } from 'react'
import { css } from 'styled-system/css'
import { formatNumber } from '#lib/fa'
import { lazyPart, useOpenedOnce } from '#lib/lazy-part'
import { Button } from '#ui/button'
import type { FacetsDrawerProps } from './facets-drawer-panel'
import { FilterIcon } from './filter-icon'

// Ark's drawer is not needed before the filters first open.
const FacetsDrawerPanel = lazyPart(() =>
  import('./facets-drawer-panel').then((module) => ({ default: module.FacetsDrawerPanel })),
)

/** The filters' button on a phone, with the number of active filters; the drawer loads when first opened. */
export function FacetsDrawer(props: FacetsDrawerProps) {
  const [open, setOpen] = useState(false)
  const opened = useOpenedOnce(open)
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={css({ gap: '2' })}
        onClick={() => setOpen(true)}
      >
        <FilterIcon />
        فیلترها
        {props.activeCount ? (
          <span
            className={css({
              display: 'inline-grid',
              placeItems: 'center',
              minW: '5',
              h: '5',
              px: '1',
              borderRadius: 'full',
              bg: 'accent.default',
              color: 'accent.fg',
              fontSize: 'xs',
            })}
          >
            {formatNumber(props.activeCount)}
          </span>
        ) : null}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <FacetsDrawerPanel {...props} open={open} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
