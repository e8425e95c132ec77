import type { ComponentType, SVGProps } from 'react'
import { hasRole, useProfile } from '#api/profile'
import { SettingsIcon, ShieldIcon, UserIcon } from '#ui/icons'
import { StoreIcon } from '#ui/shop-icons'

export interface AccountLink {
  to: '/profile' | '/profile/settings' | '/providers' | '/admin/stores'
  label: string
  Icon: ComponentType<SVGProps<SVGSVGElement>>
}

/**
 * The signed-in user's links: profile and settings for everyone, store management only for
 * providers and the admin panel only for admins (spec section 2, widgets).
 */
export function useAccountLinks(): AccountLink[] {
  const { data: profile } = useProfile()
  const links: AccountLink[] = [
    { to: '/profile', label: 'پروفایل', Icon: UserIcon },
    { to: '/profile/settings', label: 'تنظیمات', Icon: SettingsIcon },
  ]
  if (hasRole(profile, 'provider')) links.push({ to: '/providers', label: 'مدیریت فروشگاه', Icon: StoreIcon })
  if (hasRole(profile, 'admin')) links.push({ to: '/admin/stores', label: 'پنل مدیریت', Icon: ShieldIcon })
  return links
}
