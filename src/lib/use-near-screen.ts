import { type RefObject, useEffect, useState } from 'react'

/**
 * True once the element has come within `margin` of the screen (and from then on): a part of a
 * page below the fold loads its script and data only when the visitor scrolls towards it, so
 * opening the page asks the network for nothing more than its first reads.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, near, margin])
  return near
}
