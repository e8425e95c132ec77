const { pandaSheets } = require('./scripts/panda-postcss.cjs')

// Two Panda stylesheets: the storefront's (src/index.css) and the panels' (src/ui/panel/panel.css).
module.exports = {
  plugins: [pandaSheets()],
}
