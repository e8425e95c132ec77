import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

const apiTarget = `http://localhost:${process.env.API_PORT ?? 8080}`
// Everything the server answers besides the PWA itself; the dev server forwards it there.
const proxied = ['/api', '/catalogue', '/media', '/uploads', '/health']

export default defineConfig({
  define: {
    // Busts the persisted query cache whenever a new build ships.
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()),
  },
  resolve: {
    // Panda's generated styled-system (git-ignored, `panda codegen`); tsconfig's baseUrl resolves it for tsc.
    alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) },
  },
  plugins: [
    // The router plugin must run before the React plugin.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      autoCodeSplitting: true,
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        // The shell: scripts, styles, the one variable font and the icons, so a cold offline start
        // still renders in Vazirmatn.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      },
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'راسته',
        short_name: 'راسته',
        description: 'راسته، بازار آنلاین فروشندگان ایرانی: خرید آسان از فروشگاه‌های معتبر با قیمت تومان',
        lang: 'fa-IR',
        dir: 'rtl',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#fcfaf8',
        theme_color: '#b8481e',
        categories: ['shopping'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
  },
  build: { outDir: 'dist', sourcemap: true },
})
