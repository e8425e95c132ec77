// `import { button, card } from 'styled-system/recipes'` names Panda's barrel of every recipe, and
// the bundler keeps each recipe module it re-exports (a createRecipe call at module level may have
// side effects), so the storefront's first script carried every panel recipe too. At build time
// each named import goes to the recipe's own module instead; Panda still reads the source as
// written (its extraction of recipe use is unchanged).
import type { Plugin } from 'vite'

const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]styled-system\/recipes['"][ \t]*;?/g

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** The same imports, one per recipe module (`dataTable` → styled-system/recipes/data-table). */
export function splitRecipeImports(code: string): string | null {
  if (!code.includes('styled-system/recipes')) return null
  let changed = false
  const out = code.replace(BARREL_IMPORT, (whole, names: string) => {
    const specifiers = names
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && !s.startsWith('type '))
    if (specifiers.length === 0) return whole
    changed = true
    return specifiers
      .map((spec) => {
        const imported = spec.split(/\s+as\s+/)[0].trim()
        return `import { ${spec} } from 'styled-system/recipes/${kebab(imported)}';`
      })
      .join(' ') // one line, as before: the source map stays true
  })
  return changed ? out : null
}

export function recipeImports(): Plugin {
  return {
    name: 'rasteh:recipe-imports',
    apply: 'build',
    transform(code, id) {
      if (!/\/src\/.*\.[jt]sx?$/.test(id)) return null
      const out = splitRecipeImports(code)
      return out === null ? null : { code: out, map: null }
    },
  }
}
