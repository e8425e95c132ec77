import { Portal } from '@ark-ui/react/portal'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useProfile } from '#api/profile'
import { useLogout } from '#api/use-logout'
import { buttonClass } from '#ui/button'
import { ChevronDownIcon, LogoutIcon, UserIcon } from '#ui/icons'
import * as Menu from '#ui/menu'
import { useAccountLinks } from './account-links'

/** The signed-in user's menu in the header (Ark Menu). */
export function UserMenu() {
  const { data: profile } = useProfile()
  const links = useAccountLinks()
  const { logout, pending } = useLogout({ fullReload: true })
  const name = profile?.name?.trim() || 'حساب کاربری'

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger className={buttonClass({ variant: 'ghost' })} aria-label={`منوی کاربر: ${name}`}>
        <UserIcon className={css({ fontSize: 'xl' })} />
        <span className={css({ display: { base: 'none', md: 'inline' }, maxW: '32', truncate: true })}>{name}</span>
        <ChevronDownIcon className={css({ display: { base: 'none', md: 'inline' } })} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{name}</Menu.ItemGroupLabel>
              {links.map(({ to, label, Icon }) => (
                <Menu.Item key={to} value={to} asChild>
                  <Link to={to}>
                    <Icon />
                    {label}
                  </Link>
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="logout" disabled={pending} onSelect={() => void logout()}>
              <LogoutIcon />
              خروج
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
