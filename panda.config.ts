import { defineConfig } from '@pandacss/dev'
import { globalCss } from './src/theme/global-css'
import { keyframes } from './src/theme/keyframes'
import { dangerText, mutedText } from './src/theme/patterns'
import { recipes, slotRecipes } from './src/theme/recipes'
import { semanticTokens, tokens } from './src/theme/tokens'

/**
 * The seller and admin panels' own files: their styles go to the panels' stylesheet
 * (panda.panels.config.ts, src/ui/panel/panel.css, loaded with the panels' lazy routes), not to the
 * storefront's, which index.html links and the service worker precaches. The panels' kit lives in
 * src/ui/panel/ and their shared views in src/views/panel/, so a folder says where a style goes;
 * the kit's parts the storefront also uses (field, dialog, menu…) stay in src/ui/.
 */
export const panelFiles = [
  './src/features/providers/**',
  './src/features/admin/**',
  './src/routes/_authenticated/**',
  './src/ui/panel/**',
  './src/views/panel/**',
]

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/routeTree.gen.ts', ...panelFiles],
  outdir: 'styled-system',
  // Warnings and errors only: the build runs Panda's PostCSS plugin, whose info lines ("Extracted
  // in …") would otherwise print on every build. A config logLevel overrides the CLI's --silent,
  // so `panda codegen --silent` passes its silence on here.
  logLevel: process.argv.includes('--silent') ? 'silent' : 'warn',
  // Recipes are also applied through plain calls (buttonClass on links) that the extractor
  // cannot follow; emit every variant so none is silently missing.
  // Only the recipes called with variants known at run time; the rest are extracted where used.
  // (numberInput is the panels' alone: panda.panels.config.ts adds it there.)
  staticCss: { recipes: { button: ['*'], badge: ['*'] } },
  // The app is Persian, right to left; Panda's own utilities use logical properties already.
  globalCss,
  globalFontface: {
    // Served from the app itself (bundled and hashed by Vite): no CDN, works offline. Persian text
    // uses the font's non-Latin cut (48 KB, in the service worker's precache). Latin letters and
    // digits in product names come from the system's sans (Roboto on Android, whose shapes
    // Vazirmatn's own Latin copies): the full font was 111 KB more on most catalogue pages.
    Vazirmatn: [
      {
        src: "url('../node_modules/vazirmatn/misc/Non-Latin/fonts/webfonts/Vazirmatn-NL[wght].woff2') format('woff2')",
        fontWeight: '100 900',
        fontStyle: 'normal',
        fontDisplay: 'swap',
      },
    ],
  },
  theme: {
    // In place of the preset's keyframes, not added to them (src/theme/keyframes.ts).
    keyframes,
    extend: {
      tokens,
      semanticTokens,
      recipes,
      slotRecipes,
    },
  },
  patterns: { extend: { mutedText, dangerText } },
})
