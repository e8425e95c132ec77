import { useProfile } from '../../api/profile'
import { Logo } from '../../app/layout/logo'
import { PanelLayout } from '../../ui/panel-layout'
import { RouteOutlet } from '../../ui/route-outlet'
import { Loading } from '../../ui/spinner'
import { ProviderSidebar } from './provider-sidebar'
// The panels' styles (panda.panels.config.ts): loaded with this lazy route, not in the storefront's sheet.
import '../../app/panel.css'

/**
 * /providers/*: the panel frame with the seller's sidebar. The locked state of an unverified
 * store (spec section 2) needs GET /stores/{id}, which the stores issue builds.
 */
export function ProviderLayout() {
  const profile = useProfile()
  return (
    <PanelLayout
      menuLabel="منوی پنل فروشنده"
      brand={<Logo size={30} />}
      sidebar={(onNavigate) => <ProviderSidebar onNavigate={onNavigate} />}
    >
      {profile.isPending ? <Loading /> : <RouteOutlet />}
    </PanelLayout>
  )
}
