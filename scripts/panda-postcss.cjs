// Panda's PostCSS plugin (@pandacss/dev/postcss) for more than one stylesheet. Panda's own plugin
// keeps one Builder for the whole process, set up from the first config it is given, so a second
// config would be silently ignored: here each config has its own Builder. The storefront's sheet
// (src/index.css) is built from panda.config.ts; the panels' (src/ui/panel/panel.css) from
// panda.panels.config.ts, with only its extracted and static rules (see that file).
const { createRequire } = require('node:module')
const { existsSync, statSync } = require('node:fs')
const { extname, resolve } = require('node:path')

// @pandacss/node is what @pandacss/dev's own plugin builds on; resolved through it, not hoisted.
const fromDev = createRequire(require.resolve('@pandacss/dev/postcss'))
const { Builder } = fromDev('@pandacss/node')

const root = resolve(__dirname, '..')
/** The Panda config for each stylesheet, by its path; any other .css file is left alone. */
const SHEETS = {
  [resolve(root, 'src/index.css')]: { configPath: resolve(root, 'panda.config.ts'), baseline: true },
  [resolve(root, 'src/ui/panel/panel.css')]: { configPath: resolve(root, 'panda.panels.config.ts'), baseline: false },
}

const builders = new Map()

/**
 * Each file's modification time when this builder last read it. Panda keeps one such map for all
 * builders, so after one of them has re-read a changed file the others would see it unchanged and
 * keep its old styles (dev server): each builder here decides by its own map.
 */
function refreshChangedFiles(builder, seen) {
  const ctx = builder.getContextOrThrow()
  const changes = new Map()
  let hasFilesChanged = false
  for (const file of ctx.getFiles()) {
    const mtime = existsSync(file) ? statSync(file).mtimeMs : -Infinity
    const isUnchanged = seen.get(file) === mtime
    if (!isUnchanged) hasFilesChanged = true
    seen.set(file, mtime)
    changes.set(file, { mtime, isUnchanged })
  }
  if (hasFilesChanged) ctx.project.reloadSourceFiles()
  builder.filesMeta = { changes, hasFilesChanged }
}

async function build(root, result, sheet) {
  let entry = builders.get(sheet.configPath)
  if (!entry) {
    entry = { builder: new Builder(), seen: new Map() }
    builders.set(sheet.configPath, entry)
  }
  const { builder, seen } = entry
  await builder.setup({ configPath: sheet.configPath })
  if (!builder.isValidRoot(root)) return
  refreshChangedFiles(builder, seen)
  await builder.emit()
  builder.extract()
  builder.registerDependency((dep) => result.messages.push({ ...dep, plugin: 'pandacss', parent: result.opts.from }))
  const ctx = builder.getContextOrThrow()
  const css = ctx.createSheet()
  if (sheet.baseline) ctx.appendBaselineCss(css)
  else ctx.appendCssOfType('static', css)
  root.append(ctx.getCss(css))
  root.walk((node) => {
    node.source ??= root.source
  })
}

let queue = Promise.resolve()

/** One run at a time, as Panda's own plugin does: the builders share Panda's module state. */
function pandaSheets() {
  return {
    postcssPlugin: 'rasteh-panda-sheets',
    plugins: [
      (root, result) => {
        const file = result.opts.from?.split('?')[0]
        if (!file || extname(file) !== '.css' || file.includes('node_modules')) return
        const sheet = SHEETS[resolve(file)]
        if (!sheet) return
        queue = queue.catch(() => {}).then(() => build(root, result, sheet))
        return queue
      },
    ],
  }
}
pandaSheets.postcss = true

module.exports = { pandaSheets }
