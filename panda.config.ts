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
  // Writing a review (issue 32): its form reuses the panels' image uploader, and it is an online-only
  // screen, so its styles travel with its route (it imports panel.css) instead of growing the precache.
  './src/features/reviews/**',
  // The product page's reviews and questions (issue 32) load when the shopper scrolls to them
  // (trust-later.tsx): their styles come with them (trust-sections.tsx imports panel.css), so the
  // precached sheet does not grow for a part of the page many never open.
  './src/features/catalog/product/trust-sections.tsx',
  './src/features/catalog/product/reviews/**',
  './src/features/catalog/product/questions/**',
  './src/features/catalog/product/trust/**',
  // Returns (issue 30) are online-only screens reached from an order: their styles come with them
  // (their pages import panel.css), not in the precached sheet every storefront visit loads.
  './src/features/returns/**',
  './src/views/returns/**',
  // A customer's cancel dialog, refund notice and invoice (issue 30): private, online screens.
  './src/features/orders/cancel-order-dialog.tsx',
  './src/features/orders/refund-notice.tsx',
  './src/features/orders/invoice-page.tsx',
  // The inbox and the notices' settings (issue 31): private pages, their styles come with them.
  './src/features/notifications/**',
  './src/features/settings/notice-settings.tsx',
  // The wishlist's page and the product page's price history (issue 31): a private page, and a
  // chart that loads when scrolled to; their styles come with them (they import panel.css).
  './src/features/wishlist/**',
  './src/features/catalog/product/price-history/**',
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
    // uses the font's non-Latin cut, in two faces by Unicode range (scripts/fonts/subset-vazirmatn.py,
    // decision 034): the Persian letters, digits and punctuation (23 KB, preloaded by every page and
    // in the service worker's precache), and the cut's other characters (Arabic-only letters,
    // Arabic-Indic digits, presentation forms; 31 KB), which the browser downloads only for a page
    // that shows one. Latin letters and digits in product names come from the system's sans (Roboto
    // on Android, whose shapes Vazirmatn's own Latin copies): the full font was 111 KB more on most
    // catalogue pages. Both carry the weights the app uses, 400 to 900: the thin and light masters
    // were a quarter of the Persian face, which every first visit waits for before its first paint.
    Vazirmatn: [
      {
        src: "url('./theme/fonts/Vazirmatn-fa[wght].woff2') format('woff2')",
        fontWeight: '400 900',
        fontStyle: 'normal',
        fontDisplay: 'swap',
        unicodeRange:
          'U+0020-0021, U+0028-0029, U+002B, U+002D-002F, U+003A, U+003D, U+005B, U+005D, U+00A0, U+00AB, U+00BB, U+00D7, U+00F7, U+060C, U+061B, U+061F, U+0621-063A, U+0640-0655, U+066A-066C, U+0670, U+067E, U+0686, U+0698, U+06A9, U+06AF, U+06C0, U+06CC, U+06F0-06F9, U+200B-200F, U+2012-2014, U+202A-202F, U+220E, U+2212, U+2215, U+25CC',
      },
      {
        src: "url('./theme/fonts/Vazirmatn-ar[wght].woff2') format('woff2')",
        fontWeight: '400 900',
        fontStyle: 'normal',
        fontDisplay: 'swap',
        unicodeRange:
          'U+060D, U+0610-0612, U+0615, U+063D, U+0656-0658, U+065A-065B, U+0660-0669, U+066D-066F, U+0671, U+0674, U+0679, U+067C, U+0681, U+0685, U+0688-0689, U+0691, U+0693, U+0695-0696, U+069A, U+06A0-06A1, U+06A4, U+06AA-06AD, U+06B5, U+06BA, U+06BC-06BE, U+06C1-06C3, U+06C6-06CB, U+06CD-06D0, U+06D2-06D5, U+06DC-06DE, U+06E9, U+0762-0763, U+FB50-FB51, U+FB56-FB59, U+FB66-FB6D, U+FB7A-FB7D, U+FB88-FB95, U+FB9E-FB9F, U+FBA5, U+FBA7-FBB1, U+FBBF-FBC0, U+FBD3-FBDC, U+FBDE-FBDF, U+FBE2-FBE3, U+FBE8-FBE9, U+FBFC-FBFF, U+FD3E-FD3F, U+FDF2, U+FDFC, U+FE70-FE74, U+FE76-FEFC',
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
