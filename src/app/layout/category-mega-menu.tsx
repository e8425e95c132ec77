import { css } from 'styled-system/css'
import { mutedText } from 'styled-system/patterns'

/**
 * The category mega-menu. The spec keeps it in the header but hidden; the catalogue issue fills it
 * from GET /public/categories (root_only, limit 1000) and decides when it shows.
 */
export function CategoryMegaMenu({ hidden = true }: { hidden?: boolean }) {
  return (
    <nav
      aria-label="دسته‌بندی کالاها"
      hidden={hidden}
      className={css({ borderTopWidth: '1px', borderColor: 'border.default', py: '3' })}
    >
      <p className={mutedText()}>دسته‌بندی‌های کالا اینجا نمایش داده می‌شوند.</p>
    </nav>
  )
}
