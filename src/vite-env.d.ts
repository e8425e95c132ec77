/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />
/// <reference types="vite-plugin-pwa/info" />

/** Set by vite.config.ts at build time; busts the persisted query cache on each release. */
declare const __BUILD_ID__: string

/**
 * Ark UI's locale context itself (vite.config.ts points this name at its module), provided by
 * ui/locale-provider.tsx without Ark's LocaleProvider and its Intl call.
 */
declare module 'ark-locale-context' {
  export { LocaleContextProvider } from '@ark-ui/react/dist/providers/locale/use-locale-context'
}
