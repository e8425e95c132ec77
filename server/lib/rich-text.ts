// Sellers' rich text (product descriptions) kept to an allowlist of formatting tags: no scripts,
// styles, event handlers or foreign URL schemes reach the storefront's pages.
import sanitizeHtml from 'sanitize-html'

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener', target: '_blank' }) },
}

/** The HTML with everything outside the allowlist removed (null stays null). */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null
  const clean = sanitizeHtml(html, OPTIONS).trim()
  return clean === '' ? null : clean
}
