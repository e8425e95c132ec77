import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { type Cart, type CartBundle, cartBundleMutationKeys, cartKeys } from '#api/cart/cart'
import { api } from '#lib/api'
import { openCartDrawer } from '#lib/cart-drawer-state'
import { pathWithQuery } from '#lib/session/return-to'
import { useLoggedIn } from '#lib/session/use-session'
import { toastError } from '#lib/toast'
import { type ApiError, newIdempotencyKey, unwrap } from '#sdk'

// Bundle lines of the cart (decision 021) change online only: a bundle's price and its items'
// stock are the server's to decide at that moment, and the offline queue
// (src/api/cart/cart-mutations.ts) is built around offers. Offline, the buttons are disabled with a note beside them (the toaster may
// not be loaded, and offline it could not be); a change attempted anyway (the connection dropped a
// moment ago) is refused at once with a toast and nothing is queued;
// online, each change carries its own Idempotency-Key (a retried request applies once), runs in
// the cart's scope after any item change still on its way, and stores the cart it answers.

export const BUNDLE_OFFLINE = 'تغییر سبد ویژه بدون اتصال به اینترنت ممکن نیست؛ پس از اتصال دوباره امتحان کنید'
/** Shown beside the bundle page's button and on a bundle line while offline (the buttons are disabled). */
export const BUNDLE_NEEDS_CONNECTION = 'افزودن یا تغییر سبد ویژه به اینترنت نیاز دارد'

const header = () => ({ header: { 'Idempotency-Key': newIdempotencyKey() } })

/** Shared by the three changes: one cart scope, the answer stored, refusals toasted by the client. */
function useBundleChange<V>(mutationKey: readonly unknown[], request: (variables: V) => Promise<Cart>) {
  const queryClient = useQueryClient()
  const { mutateAsync, isPending } = useMutation<Cart, ApiError, V>({
    mutationKey,
    mutationFn: request,
    scope: { id: 'cart' },
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.detail(), cart),
  })
  /** Resolves true when the server took the change. */
  async function change(variables: V): Promise<boolean> {
    if (!onlineManager.isOnline()) {
      toastError(BUNDLE_OFFLINE)
      return false
    }
    try {
      await mutateAsync(variables)
      return true
    } catch {
      return false // the Persian detail is toasted by the query client's mutation cache
    }
  }
  return { change, pending: isPending }
}

/** The bundle page's button: signed in, adds the bundle line and opens the drawer; else the login screen. */
export function useAddBundle() {
  const loggedIn = useLoggedIn()
  const router = useRouter()
  const { change, pending } = useBundleChange(cartBundleMutationKeys.add, (bundleId: number) =>
    unwrap(api.POST('/public/cart/bundles', { body: { bundle_id: bundleId, quantity: 1 }, params: header() })),
  )
  async function add(bundleId: number): Promise<void> {
    if (!loggedIn) {
      await router.navigate({ to: '/login', search: { returnTo: pathWithQuery(router.state.location) } })
      return
    }
    if (pending) return
    if (await change(bundleId)) openCartDrawer()
  }
  return { add, pending }
}

/** The bundle line's stepper; a quantity below 1 is ignored (spec sections 4 and 5). */
export function useSetBundleQuantity(): (line: CartBundle, quantity: number) => void {
  const { change } = useBundleChange(
    cartBundleMutationKeys.update,
    ({ id, quantity }: { id: number; quantity: number }) =>
      unwrap(
        api.PUT('/public/cart/bundles/{bundle_id}', {
          params: { path: { bundle_id: id }, query: { quantity }, ...header() },
        }),
      ),
  )
  return (line, quantity) => {
    if (quantity >= 1) void change({ id: line.bundle_id, quantity })
  }
}

export function useRemoveBundle(): (line: CartBundle) => void {
  const { change } = useBundleChange(cartBundleMutationKeys.remove, (id: number) =>
    unwrap(api.DELETE('/public/cart/bundles/{bundle_id}', { params: { path: { bundle_id: id }, ...header() } })),
  )
  return (line) => void change(line.bundle_id)
}
