import { type RefObject, useEffect } from 'react'

/** Call `handler` on a pointer press outside the element. */
export function useClickOutside(ref: RefObject<HTMLElement | null>, handler: () => void): void {
  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const element = ref.current
      if (element && event.target instanceof Node && !element.contains(event.target)) handler()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [ref, handler])
}
