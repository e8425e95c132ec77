import { describe, expect, it } from 'vitest'
import { onToastRequested, type ShownToast, setToastDelivery, toast, toastError, toastsRequested } from '#lib/toast'

// The toaster loads with the first toast (src/lib/toast.ts): nothing asked for before it listens
// may be lost, and nothing may be shown twice.
describe('toasts before and after the toaster mounts', () => {
  it('keeps toasts until the toaster listens, then hands them over in order, once', () => {
    expect(toastsRequested()).toBe(false)
    let asked = 0
    const stop = onToastRequested(() => asked++)
    const first = toast({ title: 'سفارش ثبت شد', variant: 'success' })
    toastError('موجودی کافی نیست')
    expect(asked).toBe(2)
    expect(toastsRequested()).toBe(true)

    const shown: ShownToast[] = []
    setToastDelivery((item) => shown.push(item))
    // The app hears that the toaster is there, so it mounts its region (even one fetched ahead).
    expect(asked).toBe(3)
    expect(shown.map((item) => item.title)).toEqual(['سفارش ثبت شد', 'خطا'])
    expect(shown[0].id).toBe(first)
    expect(shown[1]).toMatchObject({ description: 'موجودی کافی نیست', variant: 'error' })

    // Once it listens, a toast goes straight to it and the mount signal stays quiet.
    toast({ title: 'به‌روزرسانی', id: 'pwa-update' })
    expect(shown.map((item) => item.id).slice(2)).toEqual(['pwa-update'])
    expect(asked).toBe(3)

    // Unmounted, toasts wait again; a remount gets only those.
    setToastDelivery(null)
    toast({ title: 'دوباره' })
    const again: ShownToast[] = []
    setToastDelivery((item) => again.push(item))
    expect(again.map((item) => item.title)).toEqual(['دوباره'])
    expect(shown).toHaveLength(3)
    stop()
  })
})
