import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import type { SpecRow } from './spec-rows'

/** «مشخصات»: label and value per row. */
export function SpecTable({ rows }: { rows: readonly SpecRow[] }) {
  if (!rows.length) return null
  return (
    <section aria-labelledby="specs-title" className={stack({ gap: '3' })}>
      <h2 id="specs-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        مشخصات
      </h2>
      <table
        className={css({
          w: 'full',
          bg: 'bg.surface',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'card',
          borderCollapse: 'separate',
          borderSpacing: '0',
          overflow: 'hidden',
          fontSize: 'sm',
        })}
      >
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              className={css({ '&:not(:last-child) > *': { borderBottomWidth: '1px', borderColor: 'border.default' } })}
            >
              <th
                scope="row"
                className={css({
                  w: { base: '40%', md: '30%' },
                  textAlign: 'start',
                  fontWeight: 'medium',
                  color: 'fg.muted',
                  bg: 'bg.subtle',
                  px: '4',
                  py: '3',
                  verticalAlign: 'top',
                })}
              >
                {row.label}
              </th>
              <td className={css({ px: '4', py: '3' })}>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
