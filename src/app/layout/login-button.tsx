import { Link, useRouterState } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { pathWithQuery } from '#lib/session/return-to'
import { buttonClass } from '#ui/button'
import { UserIcon } from '#ui/icons'

const AUTH_PAGES = /^\/(login|register|register-store|auth\/)/

/** 'ورود | ثبت‌نام', carrying the current path and query as returnTo. */
export function LoginButton() {
  const location = useRouterState({ select: (state) => state.location })
  const returnTo = AUTH_PAGES.test(location.pathname) ? undefined : pathWithQuery(location)
  return (
    <Link
      to="/login"
      search={{ returnTo }}
      aria-label="ورود | ثبت‌نام"
      className={buttonClass({ variant: 'outline', size: 'sm' })}
    >
      <UserIcon className={css({ fontSize: 'lg' })} />
      <span>
        ورود<span className={css({ display: { base: 'none', sm: 'inline' } })}> | ثبت‌نام</span>
      </span>
    </Link>
  )
}
