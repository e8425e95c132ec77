import { type DragEvent, useState } from 'react'

/**
 * Reordering a list by dragging (HTML drag and drop: a pointer on a wide screen): spread
 * `dragProps(index)` on each item; a drop calls `onMove(from, to)`. A drag only lands on the list
 * it started in (another list's items do not accept it), so nested lists (a category tree's
 * siblings) each reorder on their own. The keyboard's and a phone's way stays the up / down
 * buttons beside each item.
 */
export function useDragReorder(onMove: (from: number, to: number) => void, disabled = false) {
  const [dragging, setDragging] = useState<number | null>(null)
  const [over, setOver] = useState<number | null>(null)

  const dragProps = (index: number) => ({
    draggable: !disabled,
    onDragStart: (event: DragEvent) => {
      event.stopPropagation()
      event.dataTransfer.effectAllowed = 'move'
      event.dataTransfer.setData('text/plain', String(index))
      setDragging(index)
    },
    onDragOver: (event: DragEvent) => {
      if (dragging === null) return
      event.preventDefault()
      event.stopPropagation()
      event.dataTransfer.dropEffect = 'move'
      setOver(index)
    },
    onDragLeave: () => setOver((current) => (current === index ? null : current)),
    onDrop: (event: DragEvent) => {
      if (dragging === null) return
      event.preventDefault()
      event.stopPropagation()
      if (dragging !== index) onMove(dragging, index)
      setDragging(null)
      setOver(null)
    },
    onDragEnd: () => {
      setDragging(null)
      setOver(null)
    },
    'data-dragging': dragging === index ? '' : undefined,
    'data-over': over === index && dragging !== index ? '' : undefined,
  })

  return { dragProps }
}
