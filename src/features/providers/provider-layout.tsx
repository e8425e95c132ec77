import { useQuery } from '@tanstack/react-query'
import { Outlet, useParams, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useProfile } from '#api/profile'
import { myStoreQueryOptions, myStoresForSwitcher } from '#api/seller-stores'
import { hasBadIdParam, isMissing, parseIdParam } from '#lib/or-not-found'
import { selectedStore } from '#lib/storage'
import { Logo } from '#ui/logo'
import { OfflineBanner } from '#ui/offline-banner'
import { PanelLayout } from '#ui/panel/panel-layout'
import { Loading } from '#ui/spinner'
import { NoticeBell } from '#views/notifications/notice-bell'
import { LockedNotice } from './locked-notice'
import { ProviderNotFound } from './provider-not-found'
import { ProviderSidebar } from './provider-sidebar'
// The panels' styles (panda.panels.config.ts): loaded with this lazy route, not in the storefront's sheet.
import '#ui/panel/panel.css'
import { usePanelQueues } from '#api/panel-queues'
import { useSelectedStoreId } from './selected-store'

/**
 * /providers/*: the panel frame with the seller's sidebar. A selected store under review locks
 * the panel (spec section 2): greyed-out sections and, on the store's pages, the review notice
 * instead of the page. The stores list and forms stay open.
 */
export function ProviderLayout() {
  // The panels' offline queues (order moves, offer edits) are known before any page below makes a change.
  usePanelQueues()
  const profile = useProfile()
  const params = useParams({ strict: false }) as { storeId?: string; id?: string }
  const storeId = useSelectedStoreId()
  // /providers/xyz/…, /providers/7/orders/xyz: not an address of anything; nothing is asked of the
  // server for it (the page is not even shown).
  const badId = hasBadIdParam(params)
  const store = useQuery({ ...myStoreQueryOptions(storeId ?? 0), enabled: storeId !== null && !badId })
  const stores = useQuery(myStoresForSwitcher())
  const locked = store.data?.verified === false

  // Opening a store's address makes it the selected store, once the server knows it as the seller's
  // (a wrong id in the address must not stick to the sidebar's links).
  const loadedId = store.data?.id
  useEffect(() => {
    const fromUrl = parseIdParam(params.storeId)
    if (fromUrl !== null && loadedId === fromUrl && selectedStore.get() !== fromUrl) selectedStore.set(fromUrl)
  }, [params.storeId, loadedId])

  // The store's state (verified or not) is read again on every navigation in the panel and whenever
  // the window gets the focus back (TanStack Query alone refetches only when the tab becomes
  // visible): an admin's verify unlocks an open panel, an unverify locks it.
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const refetchStore = store.refetch
  const canRefetch = storeId !== null && !badId && !isMissing(store.error)
  const navigated = useRef(pathname)
  useEffect(() => {
    if (navigated.current === pathname) return
    navigated.current = pathname
    if (canRefetch) void refetchStore({ cancelRefetch: false })
  }, [pathname, canRefetch, refetchStore])
  useEffect(() => {
    if (!canRefetch) return
    const onFocus = () => void refetchStore({ cancelRefetch: false })
    window.addEventListener('focus', onFocus)
    return () => window.removeEventListener('focus', onFocus)
  }, [canRefetch, refetchStore])

  const onStorePage = params.storeId !== undefined
  // A store that is not there or not this seller's (an old bookmark, another seller's link): the
  // area's not-found page, in place of the page (which would ask again for the same store).
  const notFound = badId || (onStorePage && isMissing(store.error))
  const loading = profile.isPending || (storeId !== null && store.isPending)
  return (
    <PanelLayout
      menuLabel="منوی پنل فروشنده"
      banner={<OfflineBanner placement="panel" />}
      brand={<Logo size={30} />}
      tools={<NoticeBell to="/providers/notifications" />}
      sidebar={(onNavigate) => <ProviderSidebar onNavigate={onNavigate} locked={locked} />}
    >
      {notFound ? (
        <ProviderNotFound />
      ) : loading ? (
        <Loading />
      ) : locked && onStorePage ? (
        <LockedNotice
          storeName={store.data?.name}
          supportPhone={stores.data?.support_phone}
          reason={store.data?.unverify_reason}
        />
      ) : (
        <Outlet />
      )}
    </PanelLayout>
  )
}
