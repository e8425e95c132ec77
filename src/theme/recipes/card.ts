import { defineSlotRecipe } from '@pandacss/dev'

/**
 * The white, rounded, bordered panel the storefront repeats (order status, order details,
 * checkout, info pages) and the panels list their records in: a header with a title, a body and
 * a footer for actions.
 */
export const card = defineSlotRecipe({
  className: 'card',
  slots: ['root', 'header', 'title', 'description', 'body', 'footer'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      minW: '0',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'card',
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', px: 'var(--card-px)', pt: 'var(--card-py)' },
    title: { fontWeight: 'bold', fontSize: 'md' },
    description: { fontSize: 'sm', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '3', px: 'var(--card-px)', py: 'var(--card-py)', flex: '1' },
    footer: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'flex-end',
      gap: '2',
      px: 'var(--card-px)',
      pb: 'var(--card-py)',
    },
  },
  variants: {
    // The padding every part shares, so header, body and footer line up at each size.
    size: {
      sm: { root: { '--card-px': '{spacing.3}', '--card-py': '{spacing.3}' } },
      md: {
        root: {
          '--card-px': { base: '{spacing.4}', md: '{spacing.5}' },
          '--card-py': { base: '{spacing.4}', md: '{spacing.5}' },
        },
      },
    },
  },
  defaultVariants: { size: 'md' },
})
