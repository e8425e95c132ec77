// Puts a page's meta tags into the PWA shell: the shell's own <title> and description are
// replaced, everything else (scripts, styles, manifest) is kept as built. Every inserted value
// is escaped; JSON-LD is escaped so that no "</script>" can end its block early.

export interface PageMeta {
  title: string
  description: string
  /** absolute URL */
  image?: string
  /** absolute canonical URL */
  url: string
  type: 'website' | 'product' | 'article' | 'profile'
  jsonLd?: Record<string, unknown>
  noindex?: boolean
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )
}

/** JSON for a <script type="application/ld+json"> block: <, >, & and line separators escaped. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** Plain text of some HTML, whitespace folded, cut at a word boundary near `max` characters. */
export function plainText(html: string | null | undefined, max = 160): string {
  const text = (html ?? '')
    .replace(/<\/li>\s*/gi, '؛ ') // list items read as a list, not one run-on sentence
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? '',
    )
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trim()}…`
}

export function headTags(meta: PageMeta): string {
  const e = escapeHtml
  const tags = [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}" />`,
    `<link rel="canonical" href="${e(meta.url)}" />`,
    `<meta property="og:site_name" content="راسته" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:url" content="${e(meta.url)}" />`,
    `<meta property="og:type" content="${e(meta.type)}" />`,
    `<meta property="og:locale" content="fa_IR" />`,
  ]
  if (meta.image) {
    tags.push(`<meta property="og:image" content="${e(meta.image)}" />`)
    tags.push(`<meta name="twitter:card" content="summary_large_image" />`)
  }
  if (meta.noindex) tags.push(`<meta name="robots" content="noindex" />`)
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${jsonLdText(meta.jsonLd)}</script>`)
  return tags.map((t) => `    ${t}`).join('\n')
}

/** The shell with its <title> and description swapped for the page's tags; `extra` joins the head. */
export function renderShell(shell: string, meta: PageMeta, extra = ''): string {
  const stripped = shell
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\s*<meta\s+name=["']description["'][^>]*>/i, '')
  const at = stripped.search(/<\/head>/i)
  if (at < 0) return stripped
  return `${stripped.slice(0, at)}\n${headTags(meta)}${extra ? `\n    ${extra}` : ''}\n  ${stripped.slice(at)}`
}
