import { defineConfig } from '@pandacss/dev'
import { globalCss } from './src/theme/global-css'
import { keyframes } from './src/theme/keyframes'
import { recipes, slotRecipes } from './src/theme/recipes'
import { semanticTokens, tokens } from './src/theme/tokens'

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/routeTree.gen.ts'],
  outdir: 'styled-system',
  // Recipes are also applied through plain calls (buttonClass on links) that the extractor
  // cannot follow; emit every variant so none is silently missing.
  staticCss: { recipes: '*' },
  // The app is Persian, right to left; Panda's own utilities use logical properties already.
  globalCss,
  globalFontface: {
    // Served from the app itself (bundled and hashed by Vite): no CDN, works offline. Persian text
    // uses the font's non-Latin cut (48 KB, in the service worker's precache); Latin letters,
    // digits and the punctuation that cut lacks come from the full font (111 KB), which the
    // browser fetches only for a page that shows them (unicode-range).
    Vazirmatn: [
      {
        src: "url('../node_modules/vazirmatn/misc/Non-Latin/fonts/webfonts/Vazirmatn-NL[wght].woff2') format('woff2')",
        fontWeight: '100 900',
        fontStyle: 'normal',
        fontDisplay: 'swap',
      },
      {
        src: "url('../node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2') format('woff2')",
        fontWeight: '100 900',
        fontStyle: 'normal',
        fontDisplay: 'swap',
        // Exactly what the non-Latin cut lacks (measured glyph by glyph), so «» and the Persian
        // punctuation it has never pull the full font in.
        unicodeRange:
          'U+0022-0027, U+002A, U+002C, U+0030-0039, U+003B-003C, U+003E-005A, U+005C, U+005E-007E, U+00A1-00AA, U+00AC, U+00AE-00BA, U+00BC-00D6, U+00D8-00F6, U+00F8-00FF, U+2010-2011, U+2015-2023, U+2026, U+2030-2037, U+2039-203A, U+203C-203F, U+2045-2049, U+204B',
      },
    ],
  },
  theme: {
    extend: {
      tokens,
      semanticTokens,
      keyframes,
      recipes,
      slotRecipes,
    },
  },
})
