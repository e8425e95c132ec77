// Sellers' rich text (product and bundle descriptions, blog articles) kept to an allowlist of
// formatting tags: no scripts, styles, event handlers or foreign URL schemes reach the storefront's
// pages. Whatever a client sends (a panel's editor or a hand-made request) passes through here.
import sanitizeHtml from 'sanitize-html'

const FORMATTING = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
]

const LINKS: Pick<sanitizeHtml.IOptions, 'allowedSchemes' | 'allowProtocolRelative' | 'transformTags'> = {
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener', target: '_blank' }) },
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: FORMATTING,
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  ...LINKS,
}

/**
 * An image of an article: only a file this site serves (/uploads/… from the files API, /media/…),
 * so no tracking pixel, data: or javascript: URL and no SVG from elsewhere ends up in a post.
 */
const OUR_IMAGE = /^\/(uploads|media)\/[a-z0-9_-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/

const ARTICLE: sanitizeHtml.IOptions = {
  allowedTags: [...FORMATTING, 'img', 'figure', 'figcaption', 'hr'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
  ...LINKS,
  allowedSchemesByTag: { img: [] },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && (!OUR_IMAGE.test(frame.attribs.src ?? '') || (frame.attribs.src ?? '').includes('..')),
}

/** The HTML with everything outside the allowlist removed (null stays null). */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null
  const clean = sanitizeHtml(html, OPTIONS).trim()
  return clean === '' ? null : clean
}

/**
 * An article's HTML: the formatting above plus images of this site, figures and rules; '' when
 * nothing allowed is left.
 */
export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, ARTICLE).trim()
}

/** The words of an HTML fragment, for an excerpt or the search text. */
export function plainText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h2|h3|h4|li|blockquote|figcaption)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}
