// Panda's css({...}) turns a style object into class names at run time: about 20–60 ms of the
// home page's first script on a phone-class CPU (docs/decisions/008). The CSS itself is extracted
// from the sources at build time either way, so where every argument of a css() call is a literal
// this plugin calls Panda's own generated css() during the build and leaves the class string in
// its place. Calls with anything computed (a variable, a condition, a spread) stay as they are.
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import MagicString from 'magic-string'
import { type Plugin, parseAst } from 'vite'

type Node = { type: string; start: number; end: number; [key: string]: unknown }
type Css = (...styles: unknown[]) => string

const NOT_STATIC = Symbol('not static')
const CSS_MODULE = /(^|\/)styled-system\/css(\/index\.mjs|\/css\.mjs)?$/

/** The value of a literal-only expression (objects, arrays, strings, numbers), or NOT_STATIC. */
function staticValue(node: Node): unknown {
  switch (node.type) {
    case 'Literal':
      return node.regex ? NOT_STATIC : node.value
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[]
      return (node.expressions as Node[]).length === 0 ? quasis[0].value.cooked : NOT_STATIC
    }
    case 'UnaryExpression': {
      const argument = staticValue(node.argument as Node)
      return node.operator === '-' && typeof argument === 'number' ? -argument : NOT_STATIC
    }
    case 'ArrayExpression': {
      const values = (node.elements as (Node | null)[]).map((element) =>
        element && element.type !== 'SpreadElement' ? staticValue(element) : NOT_STATIC,
      )
      return values.includes(NOT_STATIC) ? NOT_STATIC : values
    }
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {}
      for (const property of node.properties as Node[]) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) {
          return NOT_STATIC
        }
        const key = property.key as Node
        const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? key.value : undefined
        if (typeof name !== 'string' && typeof name !== 'number') return NOT_STATIC
        const value = staticValue(property.value as Node)
        if (value === NOT_STATIC) return NOT_STATIC
        object[name] = value
      }
      return object
    }
    default:
      return NOT_STATIC
  }
}

/** Every node below `node`, depth first. */
function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child)
    return
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return
  yield node as Node
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'type' && child && typeof child === 'object') yield* walk(child)
  }
}

/** `code` with its literal-only calls of the local name bound to styled-system's css replaced. */
export function inlineStaticCss(code: string, css: Css, id = 'module.js'): MagicString | undefined {
  if (!code.includes('styled-system/css')) return undefined
  const program = parseAst(code, { lang: 'js' }) as unknown as Node
  const locals = new Set<string>()
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || !CSS_MODULE.test((statement.source as Node).value as string)) continue
    for (const specifier of statement.specifiers as Node[]) {
      const imported = specifier.imported as Node | undefined
      if (specifier.type === 'ImportSpecifier' && imported?.name === 'css')
        locals.add((specifier.local as Node).name as string)
    }
  }
  if (locals.size === 0) return undefined
  const out = new MagicString(code, { filename: id })
  let changed = false
  for (const node of walk(program)) {
    if (node.type !== 'CallExpression') continue
    const callee = node.callee as Node
    if (callee.type !== 'Identifier' || !locals.has(callee.name as string)) continue
    const values = (node.arguments as Node[]).map(staticValue)
    if (values.length === 0 || values.includes(NOT_STATIC)) continue
    out.overwrite(node.start, node.end, JSON.stringify(css(...values)))
    changed = true
  }
  return changed ? out : undefined
}

export function staticCss(): Plugin {
  let css: Css
  return {
    name: 'rasteh:static-css',
    // After TypeScript and JSX are compiled away: the parser sees plain JavaScript.
    enforce: 'post',
    async configResolved(config) {
      // Panda's generated runtime (`panda codegen`), the very function the browser would call.
      const module = await import(pathToFileURL(resolve(config.root, 'styled-system/css/css.mjs')).href)
      css = module.css
    },
    transform(code, id) {
      if (!/\/src\/.*\.[jt]sx?$/.test(id.split('?')[0])) return undefined
      const out = inlineStaticCss(code, css, id)
      return out ? { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: id }) } : undefined
    },
  }
}
