import { css, cx } from 'styled-system/css'

const prose = css({
  lineHeight: '2',
  color: 'fg.default',
  overflowWrap: 'anywhere',
  '& > * + *': { mt: '3' },
  '& h2': { fontSize: 'xl', fontWeight: 'bold', mt: '6' },
  '& h3': { fontSize: 'lg', fontWeight: 'bold', mt: '5' },
  '& h4': { fontWeight: 'bold', mt: '4' },
  '& ul, & ol': { ps: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { mt: '1' },
  '& a': { color: 'accent.text', textDecoration: 'underline' },
  '& img': { maxW: 'full', h: 'auto', borderRadius: 'control' },
  '& blockquote': { borderInlineStartWidth: '4px', borderColor: 'accent.muted', ps: '4', color: 'fg.muted' },
  '& table': { w: 'full', borderCollapse: 'collapse', fontSize: 'sm' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border.default', p: '2', textAlign: 'start' },
  '& strong, & b': { fontWeight: 'bold' },
})

/** Rich text the server has already sanitised with its allowlist (descriptions, articles). */
export function Prose({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises this HTML (DESIGN.md, security baselines)
  return <div className={cx(prose, className)} dangerouslySetInnerHTML={{ __html: html }} />
}
