import { useQuery } from '@tanstack/react-query'
import { Outlet, useParams } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useProfile } from '../../api/profile'
import { myStoreQueryOptions, myStoresForSwitcher } from '../../api/stores'
import { Logo } from '../../app/layout/logo'
import { OfflineBanner } from '../../app/offline/offline-banner'
import { selectedStore } from '../../lib/storage'
import { PanelLayout } from '../../ui/panel-layout'
import { Loading } from '../../ui/spinner'
import { LockedNotice } from './locked-notice'
import { ProviderSidebar } from './provider-sidebar'
// The panels' styles (panda.panels.config.ts): loaded with this lazy route, not in the storefront's sheet.
import '../../app/panel.css'
import { useSelectedStoreId } from './selected-store'

/**
 * /providers/*: the panel frame with the seller's sidebar. A selected store under review locks
 * the panel (spec section 2): greyed-out sections and, on the store's pages, the review notice
 * instead of the page. The stores list and forms stay open.
 */
export function ProviderLayout() {
  const profile = useProfile()
  const params = useParams({ strict: false }) as { storeId?: string }
  const storeId = useSelectedStoreId()
  const store = useQuery({ ...myStoreQueryOptions(storeId ?? 0), enabled: storeId !== null })
  const stores = useQuery(myStoresForSwitcher())
  const locked = store.data?.verified === false

  // Opening a store's address makes it the selected store.
  useEffect(() => {
    const fromUrl = Number(params.storeId)
    if (Number.isInteger(fromUrl) && fromUrl > 0 && selectedStore.get() !== fromUrl) selectedStore.set(fromUrl)
  }, [params.storeId])

  const onStorePage = params.storeId !== undefined
  const loading = profile.isPending || (storeId !== null && store.isPending)
  return (
    <PanelLayout
      menuLabel="منوی پنل فروشنده"
      banner={<OfflineBanner placement="panel" />}
      brand={<Logo size={30} />}
      sidebar={(onNavigate) => <ProviderSidebar onNavigate={onNavigate} locked={locked} />}
    >
      {loading ? (
        <Loading />
      ) : locked && onStorePage ? (
        <LockedNotice storeName={store.data?.name} supportPhone={stores.data?.support_phone} />
      ) : (
        <Outlet />
      )}
    </PanelLayout>
  )
}
