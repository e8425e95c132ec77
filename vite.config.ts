import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type LogLevel, type Plugin } from 'vite'
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa'
// With their extensions, as Vite's native config loader (its future default) needs.
import { viteAliases } from './scripts/layout/aliases.mjs'
import { fontPreload } from './scripts/vite/font-preload.ts'
import { precompress } from './scripts/vite/precompress.ts'
import { recipeImports } from './scripts/vite/recipe-imports.ts'
import { staticCss } from './scripts/vite/static-css.ts'

// Ark's locale context itself, which Ark's public LocaleProvider fills by working the direction out
// with new Intl.Locale(locale).maximize(): that first Intl call loads ICU's data, 22 ms of the first
// hydration slice on a desktop CPU (measured, decision 025). ui/locale-provider.tsx provides it directly.
const arkLocaleContext = join(
  dirname(createRequire(import.meta.url).resolve('@ark-ui/react/locale')),
  'use-locale-context.js',
)
// The storefront frame (header, footer) is on every public page and is what paints first, and the
// home page is where most visits start: both travel in the first script rather than one round
// trip (and ten small files) after it. Home in it was LCP 3.1 → 2.3 s in Lighthouse (decision 008).
const firstScriptRoutes = new Set(['/_public', '/_public/'])
const apiTarget = `http://localhost:${process.env.API_PORT ?? 8080}`
// Everything the server answers besides the PWA itself; the dev server forwards it there.
const proxied = ['/api', '/catalogue', '/media', '/uploads', '/health']

/**
 * The precache is what a new version of the service worker downloads when it installs, before it
 * may take over: the offline shell's document and everything it paints with, and nothing the page
 * itself runs (decision 034). Kept: index.html, the styles (and any icon file) it links (the
 * plugin adds the manifest), the font's Persian face (its other face is kept at run time by a page
 * that uses it), and the frame's late parts every page asks for once idle (the update prompt and
 * workbox-window, 8 KB: the service worker's registration; offline they must come from here, not
 * from a runtime cache that may have missed or evicted them).
 * Left out: the app's scripts that index.html loads (its entry, ~490 KiB, and any static import).
 * A page has just loaded them when the worker first installs, and the page hands them to the
 * worker's shell cache once it is idle (src/sw.ts, WARM_SHELL); a new version's are fetched the
 * same way by the page that sees it waiting, not by its install. Route scripts, the manifest's
 * screenshots and the images stay out too and are cached at run time when first used.
 * Past the budget the build says so.
 */
const LATE_FRAME_PARTS = /^assets\/(update-prompt|workbox-window)[^/]*\.js$/
/** The frame's lazy parts (src/app/shell/lazy-shell.tsx), the only chunks named in dist/assets. */
const NAMED_CHUNKS = /^(update-prompt|workbox-window.*|toaster|cart-drawer-panel)$/
/** Linked by index.html but read only when iOS adds the app to the home screen, online. */
const INSTALL_ONLY = new Set(['icons/apple-touch-icon.png'])
const PRECACHE_BUDGET = 450 * 1024
let outDir = 'dist'
type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']>[number]
const shellOnly: ManifestTransform = async (entries) => {
  const html = readFileSync(resolve(outDir, 'index.html'), 'utf8')
  const loaded = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]))
  // The app's scripts: warmed into the shell cache by the page, not downloaded by the install.
  const appScripts = new Set(
    [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+)"/g)].map(
      (match) => match[1],
    ),
  )
  const manifest = entries.filter(
    (entry) =>
      entry.url === 'index.html' ||
      (loaded.has(entry.url) && !INSTALL_ONLY.has(entry.url) && !appScripts.has(entry.url)) ||
      /Vazirmatn-fa[^/]*\.woff2$/.test(entry.url) ||
      LATE_FRAME_PARTS.test(entry.url),
  )
  const size = manifest.reduce((sum, entry) => sum + entry.size, 0)
  const over = size > PRECACHE_BUDGET
  return {
    manifest,
    warnings: over
      ? [`the precache is ${Math.round(size / 1024)} KiB, over its ${PRECACHE_BUDGET / 1024} KiB budget`]
      : [],
  }
}

/**
 * The service worker's own build (vite-plugin-pwa's injectManifest, a second Vite build): it logs
 * at the level the main build was given (`--logLevel warn` prints only problems), and it asks for
 * `output.inlineDynamicImports`, which Rolldown deprecates with a warning on every build, so it
 * asks for the same one file with the option Rolldown names instead.
 */
let mainLogLevel: LogLevel = 'info'
const swBuildOptions: Plugin = {
  name: 'rasteh:sw-build-options',
  config(config) {
    config.logLevel ??= mainLogLevel
    // Changed in place: Vite 8 reads it as build.rolldownOptions too (an alias of the same object).
    const output = (config.build?.rolldownOptions ?? config.build?.rollupOptions)?.output
    if (output && !Array.isArray(output) && 'inlineDynamicImports' in output) {
      output.codeSplitting = !output.inlineDynamicImports
      delete output.inlineDynamicImports
    }
  },
}

/**
 * `vite build --ssr src/entry-server.tsx` (decision 022): the server's render of the public pages,
 * into dist-ssr/ beside the PWA. The same routes and styles (Panda's class names are computed the
 * same way), none of the browser-only build steps; the service worker's registration is never
 * rendered on the server, so its virtual module is a stand-in there.
 */
const ssrBuild: Plugin = {
  name: 'rasteh:ssr-build',
  apply: (_config, env) => Boolean(env.isSsrBuild),
  resolveId: (id) => (id === 'virtual:pwa-register/react' ? '\0pwa-register-ssr' : undefined),
  load: (id) =>
    id === '\0pwa-register-ssr' ? 'export const useRegisterSW = () => { throw new Error("server") }' : undefined,
}
const browserOnly = (plugins: (Plugin | Plugin[])[], ssr: boolean) => (ssr ? [] : plugins)

/**
 * The favicon is written into index.html as a data: URL (half a kilobyte): as a file, the browser
 * fetched it while the first paint still waited for the styles and font, and without a link it asks
 * for /favicon.ico instead (decision 034). public/favicon.svg stays the one source.
 */
const inlineFavicon: Plugin = {
  name: 'rasteh:inline-favicon',
  apply: 'build',
  transformIndexHtml: (html) =>
    html.replace(
      /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml" \/>/,
      () =>
        `<link rel="icon" href="data:image/svg+xml;base64,${readFileSync('public/favicon.svg').toString('base64')}" type="image/svg+xml" />`,
    ),
}

export default defineConfig(({ isSsrBuild = false }) => ({
  define: {
    // Busts the persisted query cache whenever a new build ships.
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()),
  },
  resolve: {
    // tsconfig.base.json's paths (the #… aliases, and Panda's generated, git-ignored styled-system).
    // React 19 itself runs the app (docs/decisions/017; no preact/compat since then).
    alias: [
      ...viteAliases(fileURLToPath(new URL('.', import.meta.url))),
      { find: /^ark-locale-context$/, replacement: arkLocaleContext },
    ],
  },
  plugins: [
    // The router plugin must run before the React plugin.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (firstScriptRoutes.has(routeId) ? [] : undefined),
      },
      quoteStyle: 'single',
      semicolons: false,
    }),
    // JSX and TypeScript, with Fast Refresh in development.
    react(),
    // Literal-only css({...}) calls become their class strings at build time (decision 008).
    staticCss(),
    // Each recipe from its own module, not Panda's barrel of all of them.
    recipeImports(),
    ssrBuild,
    ...browserOnly([inlineFavicon], isSsrBuild),
    // The Persian font's Persian face starts loading with the styles (scripts/vite/font-preload.ts);
    // its other face only for a page that shows one of its characters (panda.config.ts).
    ...browserOnly([fontPreload(['Vazirmatn-fa'])], isSsrBuild),
    // Where this build writes (dist/, or --outDir), for shellOnly to read the built index.html, and
    // its log level, for the service worker's build.
    ...browserOnly(
      [
        {
          name: 'rasteh:out-dir',
          configResolved(config) {
            outDir = resolve(config.root, config.build.outDir)
            mainLogLevel = config.logLevel ?? 'info'
          },
        },
      ],
      isSsrBuild,
    ),
    ...browserOnly(
      [
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'src',
          filename: 'sw.ts',
          registerType: 'prompt',
          injectRegister: false,
          injectManifest: {
            // Offered to the precache, which keeps only the shell (shellOnly): route scripts and
            // images are cached at run time by src/sw.ts.
            globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
            manifestTransforms: [shellOnly],
            maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
            buildPlugins: { vite: [swBuildOptions] },
          },
          // The manifest's own icons are fetched by the browser when it installs the app, not offline.
          includeManifestIcons: false,
          manifest: {
            id: '/',
            name: 'راسته',
            short_name: 'راسته',
            description: 'راسته، بازار آنلاین فروشندگان ایرانی: خرید آسان از فروشگاه‌های معتبر با قیمت تومان',
            lang: 'fa-IR',
            dir: 'rtl',
            start_url: '/',
            scope: '/',
            display: 'standalone',
            orientation: 'any',
            background_color: '#fcfaf8',
            theme_color: '#b8481e',
            categories: ['shopping'],
            prefer_related_applications: false,
            icons: [
              { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
              { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
              { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
              { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            ],
            // Real pages of the app on the demo catalogue (node scripts/make-screenshots.mjs).
            screenshots: [
              {
                src: '/screenshots/home-narrow.webp',
                sizes: '412x915',
                type: 'image/webp',
                form_factor: 'narrow',
                label: 'صفحه اصلی راسته در تلفن همراه',
              },
              {
                src: '/screenshots/category-wide.webp',
                sizes: '1280x800',
                type: 'image/webp',
                form_factor: 'wide',
                label: 'فهرست کالاهای یک دسته با فیلترها در رایانه',
              },
            ],
            shortcuts: [
              {
                name: 'جستجو در راسته',
                short_name: 'جستجو',
                url: '/search',
                icons: [{ src: '/icons/shortcut-search.png', sizes: '96x96', type: 'image/png' }],
              },
              {
                name: 'سبد خرید',
                short_name: 'سبد خرید',
                url: '/cart',
                icons: [{ src: '/icons/shortcut-cart.png', sizes: '96x96', type: 'image/png' }],
              },
              {
                name: 'سفارش‌های من',
                short_name: 'سفارش‌ها',
                url: '/profile',
                icons: [{ src: '/icons/shortcut-orders.png', sizes: '96x96', type: 'image/png' }],
              },
            ],
          },
          devOptions: { enabled: false, type: 'module' },
        }),
      ],
      isSsrBuild,
    ),
    // Last: .br and .gz beside every text file, once the service worker is written too.
    ...browserOnly([precompress()], isSsrBuild),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
  },
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        sourcemap: true,
        copyPublicDir: false,
        rolldownOptions: { checks: { bundlerTimings: false } },
      }
    : {
        outDir: 'dist',
        sourcemap: true,
        // dist/.vite/manifest.json: the server names a page's route scripts in its HTML from it
        // (server/plugins/route-scripts.ts).
        manifest: true,
        rolldownOptions: {
          // Rolldown's report of slow plugins (Panda's PostCSS pass, ~20 s on a cold build) is printed
          // on every build; it is a profiling aid, not a problem to act on.
          checks: { bundlerTimings: false },
          output: {
            // Everything the entry imports statically goes into one file: on HTTP/1.1 (six connections)
            // forty small files cost a phone on a slow network several round trips before the first paint.
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
            // Lazy chunks are named by their hash alone: the first script lists every lazy chunk a
            // route may preload (Vite's __vite__mapDeps), and names made that list grow with every
            // screen (issue 30's fifteen routes added 1.7 KB of it). The manifest still maps each
            // source to its file (route-scripts.ts), and source maps name the modules. The frame's
            // lazy parts keep their names: the precache picks two by name (LATE_FRAME_PARTS), and the
            // offline tests follow all four.
            chunkFileNames: (chunk) => (NAMED_CHUNKS.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
          },
        },
      },
}))
