/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />
/// <reference types="vite-plugin-pwa/info" />

/** Set by vite.config.ts at build time; busts the persisted query cache on each release. */
declare const __BUILD_ID__: string
