import { Portal } from '@ark-ui/react/portal'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { formatNumber } from '../../../lib/fa'
import { Button } from '../../../ui/button'
import * as Drawer from '../../../ui/drawer'
import { CloseIcon } from '../../../ui/icons'
import { FacetPanel, type FacetPanelProps } from './facet-panel'
import { FilterIcon } from './filter-icon'

interface FacetsDrawerProps extends FacetPanelProps {
  activeCount: number
  total?: number
  onClear: () => void
}

/**
 * The filters on a phone: a button that opens them in a drawer from the start side. Changes
 * apply at once (the list behind updates); the footer shows how many products match.
 */
export function FacetsDrawer({ activeCount, total, onClear, ...panel }: FacetsDrawerProps) {
  const [open, setOpen] = useState(false)
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} swipeDirection="start">
      <Drawer.Trigger asChild>
        <Button variant="outline" size="sm" className={css({ gap: '2' })}>
          <FilterIcon />
          فیلترها
          {activeCount ? (
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
              {formatNumber(activeCount)}
            </span>
          ) : null}
        </Button>
      </Drawer.Trigger>
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
