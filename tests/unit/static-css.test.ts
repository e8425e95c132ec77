import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { inlineStaticCss } from '../../scripts/vite/static-css'

// The build-time css() plugin must give exactly what Panda's runtime gives, and leave alone
// every call it cannot decide at build time.
let css: (...styles: unknown[]) => string
beforeAll(async () => {
  css = (await import(pathToFileURL(resolve('styled-system/css/css.mjs')).href)).css
})

describe('static css() calls', () => {
  it('replaces literal-only calls with the class string Panda computes at run time', () => {
    const style = { display: 'flex', gap: '2', _hover: { bg: 'bg.muted' }, md: { px: '6' }, mt: -1 }
    const code = `import { css as c, cx } from 'styled-system/css'
const a = c(${JSON.stringify(style)})
const b = cx(c({ color: 'fg.muted' }, { fontSize: ['sm', 'md'] }), 'x')`
    const out = inlineStaticCss(code, css)?.toString() ?? ''
    expect(out).toContain(`const a = ${JSON.stringify(css(style))}`)
    expect(out).toContain(`cx(${JSON.stringify(css({ color: 'fg.muted' }, { fontSize: ['sm', 'md'] }))}, 'x')`)
    expect(out).not.toMatch(/\bc\(/)
  })

  it('keeps calls with computed values, spreads or conditions', () => {
    const code = `import { css } from 'styled-system/css'
const wide = true
const base = { p: '2' }
const a = css({ w: wide ? 'full' : 'auto' })
const b = css({ ...base, m: '1' })
const d = css(base)
const e = css({ [\`p\`]: '2' })`
    expect(inlineStaticCss(code, css)).toBeUndefined()
  })

  it('leaves files alone that import css from elsewhere', () => {
    expect(inlineStaticCss(`import { css } from './mine'\nconst a = css({ p: '2' })`, css)).toBeUndefined()
  })
})
