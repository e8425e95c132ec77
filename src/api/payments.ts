import { useMutation } from '@tanstack/react-query'
import { api } from '#lib/api'
import { unwrap } from '#sdk'

/** Open a payment attempt for an unpaid purchase; the answer holds the gateway's address. */
export function startPayment(purchaseId: number) {
  return unwrap(api.POST('/payments/{purchase_id}/start', { params: { path: { purchase_id: purchaseId } } }))
}

/** «پرداخت»: start an attempt and send the browser to the gateway (errors show the 'خطا' toast). */
export function useStartPayment() {
  return useMutation({
    mutationFn: startPayment,
    networkMode: 'always',
    onSuccess: ({ redirect_url }) => window.location.assign(redirect_url),
  })
}
