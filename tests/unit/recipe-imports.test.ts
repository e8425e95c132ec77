import { describe, expect, it } from 'vitest'
import { splitRecipeImports } from '../../scripts/vite/recipe-imports'

describe('recipe imports at build time', () => {
  it('sends each recipe to its own module, keeping aliases and the line count', () => {
    const code = "import { dataTable, toast as toastRecipe } from 'styled-system/recipes'\nconst a = 1\n"
    const out = splitRecipeImports(code) ?? ''
    expect(out).toContain("import { dataTable } from 'styled-system/recipes/data-table';")
    expect(out).toContain("import { toast as toastRecipe } from 'styled-system/recipes/toast';")
    expect(out).not.toMatch(/from 'styled-system\/recipes'/)
    expect(out.split('\n')).toHaveLength(code.split('\n').length)
  })

  it('leaves other code and type-only imports alone', () => {
    expect(splitRecipeImports("import { css } from 'styled-system/css'\n")).toBeNull()
    expect(splitRecipeImports("import { type ButtonVariantProps } from 'styled-system/recipes'\n")).toBeNull()
  })
})
