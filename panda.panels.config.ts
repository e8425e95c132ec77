import { defineConfig } from '@pandacss/dev'
import config from './panda.config'

/**
 * The panels' stylesheet (src/ui/panel/panel.css, imported by the panel layouts, so Vite loads it with
 * their lazy route chunks; not precached: the panels are online-only screens). It is read by
 * scripts/panda-postcss.cjs only; `panda codegen` (styled-system/) stays on panda.config.ts.
 *
 * It extracts every file, the storefront's too, not only the panels': a class's rule then sits at
 * the same place in Panda's order here as in the storefront's sheet, and this sheet, loaded after
 * that one, repeats every rule the panels' elements use in one consistent order. Split in two
 * partial sheets, a shorthand in the later one (p_2) would beat a longhand in the earlier one
 * (px_4) on the same element. Its reset, base and tokens layers are left out (the storefront's sheet
 * has them already): scripts/panda-postcss.cjs writes only the extracted and static rules.
 */
export default defineConfig({
  ...config,
  exclude: ['./src/routeTree.gen.ts'],
  staticCss: { recipes: { button: ['*'], badge: ['*'], numberInput: ['*'] } },
})
