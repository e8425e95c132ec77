import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { cartKeys } from '#api/cart/cart'
import { createOrder, type OrderCreate, orderKeys } from '#api/orders'
import { startPayment } from '#api/payments'
import { errorDetail } from '#lib/errors'
import { toast, toastError } from '#lib/toast'
import { newIdempotencyKey, type Schemas } from '#sdk'

export type { OrderCreate }

type Purchase = Schemas['Purchase']

/**
 * «ثبت سفارش و پرداخت»: POST /public/orders, then the gateway (online) or the order's status page
 * (cash on delivery). The errors (409 sold out, 422…) are the page's to show, with their detail.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  // One Idempotency-Key per checkout attempt: a double click, or a retry after a lost answer, sends
  // the same key and body and the server places the order once. A changed body (another code,
  // note or method) is a new attempt with a new key, since the server refuses a key reused for
  // another body. Failures are not stored by the server, so a retry after a fix may keep the key.
  const attempt = useRef<{ key: string; body: string } | null>(null)
  const [leaving, setLeaving] = useState(false)

  async function continueWith(purchase: Purchase) {
    setLeaving(true)
    for (const order of purchase.orders) queryClient.setQueryData(orderKeys.detail(order.id), order)
    void queryClient.invalidateQueries({ queryKey: orderKeys.lists() })
    if (purchase.payment_method === 'online' && purchase.payment_url) {
      try {
        const { redirect_url } = await startPayment(purchase.id)
        // Marked stale, not refetched: the page is leaving and must not flash an empty cart.
        void queryClient.invalidateQueries({ queryKey: cartKeys.all, refetchType: 'none' })
        window.location.assign(redirect_url)
        return
      } catch (error) {
        toastError(errorDetail(error), 'انتقال به درگاه پرداخت انجام نشد')
      }
    } else {
      toast({ title: 'سفارش شما ثبت شد', variant: 'success' })
    }
    await navigate({ to: '/orders/$id/status', params: { id: String(purchase.orders[0].id) } })
    void queryClient.invalidateQueries({ queryKey: cartKeys.all })
  }

  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: OrderCreate; key: string }) => createOrder(body, key),
    // Checkout needs the network: fail at once instead of waiting, paused, for a connection.
    networkMode: 'always',
    meta: { silentError: true },
    onSuccess: continueWith,
    // A sold-out or short item shows up on the cart's lines.
    onError: () => void queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  })

  function placeOrder(body: OrderCreate) {
    if (mutation.isPending || leaving) return
    const serialized = JSON.stringify(body)
    if (attempt.current?.body !== serialized) attempt.current = { key: newIdempotencyKey(), body: serialized }
    mutation.mutate({ body, key: attempt.current.key })
  }

  return {
    placeOrder,
    pending: mutation.isPending || leaving,
    /** Placed: on the way to the gateway or the order's page. */
    leaving,
    error: mutation.isError ? mutation.error : null,
  }
}
