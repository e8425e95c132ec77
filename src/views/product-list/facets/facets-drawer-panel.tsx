import { Portal } from '@ark-ui/react/portal'
import { css } from 'styled-system/css'
import { formatNumber } from '#lib/fa'
import { Button } from '#ui/button'
import * as Drawer from '#ui/drawer'
import { CloseIcon } from '#ui/icons'
import { FacetPanel, type FacetPanelProps } from './facet-panel'

export interface FacetsDrawerProps extends FacetPanelProps {
  activeCount: number
  total?: number
  onClear: () => void
}

/**
 * The filters on a phone, in a drawer from the start side; loaded the first time it opens
 * (facets-drawer.tsx). Changes apply at once (the list behind updates); the footer shows how many
 * products match.
 */
export function FacetsDrawerPanel({
  activeCount,
  total,
  onClear,
  open,
  setOpen,
  ...panel
}: FacetsDrawerProps & { open: boolean; setOpen: (open: boolean) => void }) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} swipeDirection="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>فیلترها</Drawer.Title>
              <div className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
                {activeCount ? (
                  <Button variant="ghost" size="sm" className={css({ color: 'danger.default' })} onClick={onClear}>
                    حذف همه
                  </Button>
                ) : null}
                <Drawer.CloseTrigger asChild>
                  <Button variant="ghost" icon aria-label="بستن فیلترها">
                    <CloseIcon />
                  </Button>
                </Drawer.CloseTrigger>
              </div>
            </Drawer.Header>
            <Drawer.Body className={css({ px: '4!' })}>
              <FacetPanel {...panel} />
            </Drawer.Body>
            <Drawer.Footer>
              <Button full onClick={() => setOpen(false)}>
                {total === undefined ? 'نمایش کالاها' : `نمایش ${formatNumber(total)} کالا`}
              </Button>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
