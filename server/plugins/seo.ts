// Search engines and link previews get real pages: when the server serves the PWA, the public
// routes answer with the built index.html carrying the page's <title>, description, Open Graph
// tags and JSON-LD, read from the database. The SPA then boots as usual. Unknown pages get the
// shell too, with status 404 and noindex. These exact routes win over serveWeb's '/*' fallback.
// Also /robots.txt and the sitemaps. Absolute URLs use PUBLIC_URL, else the request's origin.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { galleryOrder, type ImageLike } from '#sdk/rules/gallery'
import { documentTitle, PAGE_TITLES } from '#sdk/rules/page-titles'
import { type ApiRead, addressOf, firstReads } from '#sdk/rules/public-reads'
import { acceptedEncoding, varyOnEncoding } from '../lib/compression'
import { originOf } from '../lib/origin'
import { pageCompression } from '../lib/page-compression'
import { pageDataScript, readAnswer } from './page-data'
import { routeScripts } from './route-scripts'
import { type PageMeta, renderShell } from './seo-html'
import {
  blogPage,
  brandPage,
  bundlePage,
  categoryPage,
  faqPage,
  type Page,
  SITE,
  SITE_DESCRIPTION,
  storePage,
} from './seo-pages'
import { productPage } from './seo-product'
import { robotsTxt, sitemapPages, sitemapProducts, sitemapRoot } from './seo-sitemap'
import { loadRender, withRendered } from './ssr'

type Params = Record<string, string>
/** The page's first answers (withAnswers) or only the preload of its first picture. */
type PageData = (params: Params, withAnswers: boolean) => Promise<string>
type Loader = (params: Params, abs: (p: string | null | undefined) => string) => Promise<Page | null>

/**
 * List and information pages: the shell with their own title (search results stay unindexed),
 * and the route file of src/routes/_public that renders each.
 */
const STATIC_PAGES: Record<string, [title: string, route: string, noindex?: boolean]> = {
  '/products': [PAGE_TITLES['/products'], 'products.index'],
  '/search': [PAGE_TITLES['/search'], 'search', true],
  '/bundles': [PAGE_TITLES['/bundles'], 'bundles.index'],
  '/stores': [PAGE_TITLES['/stores'], 'stores.index'],
  '/blog': [PAGE_TITLES['/blog'], 'blog.index'],
  '/sellers': [PAGE_TITLES['/sellers'], 'sellers'],
  '/about': [PAGE_TITLES['/about'], 'about'],
  '/faq': [PAGE_TITLES['/faq'], 'faq.index'],
  '/contact': [PAGE_TITLES['/contact'], 'contact'],
  '/terms': [PAGE_TITLES['/terms'], 'terms'],
}

/** Pages the app draws without the server's render (sign-in and sign-up): the shell with their title. */
const TITLED_SHELLS = ['/login', '/register', '/register-store'] as const

/** The tags of the not-found page: a Persian title, never indexed. */
export function notFoundMeta(req: FastifyRequest): PageMeta {
  return {
    title: `صفحه پیدا نشد | ${SITE}`,
    description: SITE_DESCRIPTION,
    url: originOf(req) + req.url.split('?')[0],
    type: 'website',
    noindex: true,
  }
}

export async function registerSeo(app: FastifyInstance): Promise<void> {
  const root = app.deps.config.webRoot
  if (!root || !existsSync(join(root, 'index.html'))) return
  // Read once: the shell changes only with a new build, which means a restart.
  const shell = readFileSync(join(root, 'index.html'), 'utf8')
  const db = app.deps.db
  const scripts = routeScripts(root)
  const render = await loadRender(app, root)
  const pages = pageCompression()

  const send = async (req: FastifyRequest, reply: FastifyReply, page: Page | null, extra = '') => {
    const origin = originOf(req)
    const rendered = page && render ? await render(req.url) : null
    if (rendered?.redirect) return reply.redirect(rendered.redirect, 308)
    // The app may know better: a loader that says notFound (/products?category=<unknown slug>).
    const found = page && rendered?.status !== 404 ? page : null
    const meta: PageMeta = found ? { ...found, url: origin + found.path } : notFoundMeta(req)
    const html = renderShell(shell, meta, found ? extra : '')
    reply
      .code(found ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
    if (!rendered) return reply.send(html)
    // A rendered page goes compressed at its best once that is made (lib/page-compression.ts).
    const body = withRendered(html, rendered)
    const encoding = acceptedEncoding(req.headers['accept-encoding'])
    varyOnEncoding(reply)
    if (!encoding) return reply.send(body)
    return reply.header('Content-Encoding', encoding).send(pages.compressed(body, encoding))
  }
  // `route`: the file of src/routes/_public that renders the page, whose scripts the HTML names
  // (route-scripts.ts); `data`: the API reads the page starts with, answered inside its HTML
  // (page-data.ts).
  const page = (url: string, route: string, load: Loader, data?: PageData) =>
    app.get(url, async (req, reply) => {
      const origin = originOf(req)
      const abs = (p: string | null | undefined) => (p ? (/^https?:\/\//.test(p) ? p : origin + p) : '')
      const found = await load(req.params as Params, abs)
      const plain = !req.url.includes('?') // a filtered or paged list asks for other answers
      // A server-rendered page carries its answers in its Query state; page-data serves the shell.
      const extra = found ? [scripts(route), data && plain ? await data(req.params as Params, !render) : ''] : []
      return send(req, reply, found, extra.filter(Boolean).join('\n    '))
    })
  // The addresses (parameters in order) are the PWA's own first requests: sdk/rules/public-reads.ts.
  const read = (first: ApiRead) => readAnswer(app, addressOf(first))
  const homeData: PageData = async (_p, withAnswers) =>
    withAnswers ? pageDataScript(await Promise.all([read(firstReads.homepage()), read(firstReads.categoryTree())])) : ''
  const productData: PageData = async (p, withAnswers) => {
    const answer = await read(firstReads.product(Number(p.id)))
    const product = (answer?.body as { product?: { images?: ImageLike[]; category?: { id: number } } } | undefined)
      ?.product
    // The spec labels come from the category's filters: without them the specs first show in
    // another order and move when the labels arrive (a layout shift).
    const filters = product?.category ? await read(firstReads.categoryFilters(Number(product.category.id))) : null
    return pageDataScript(withAnswers ? [answer, filters] : [], galleryOrder(product?.images ?? [])[0]?.url)
  }
  const categoryData: PageData = async (p, withAnswers) => {
    const category = await read(firstReads.categoryBySlug(p.slug))
    if (!category) return ''
    const id = Number((category.body as { id: number }).id)
    const rest = await Promise.all([
      read(firstReads.categoryFilters(id)),
      read(firstReads.categoryProducts(id)),
      read(firstReads.categoryBrandSample(id)),
    ])
    const list = rest[1]?.body as { items?: { image_url?: string | null }[] } | undefined
    return pageDataScript(withAnswers ? [category, ...rest] : [], list?.items?.[0]?.image_url ?? undefined)
  }

  page(
    '/',
    'index',
    async (_p, abs) => ({
      path: '/',
      title: documentTitle(PAGE_TITLES['/']),
      description: SITE_DESCRIPTION,
      image: abs('/icons/icon-512.png'),
      type: 'website',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE,
        url: abs('/'),
        potentialAction: {
          '@type': 'SearchAction',
          target: `${abs('/search')}?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    }),
    homeData,
  )
  for (const [path, [title, route, noindex]] of Object.entries(STATIC_PAGES)) {
    page(path, route, async () => ({
      path,
      title: documentTitle(title),
      description: SITE_DESCRIPTION,
      type: 'website',
      noindex,
    }))
  }
  for (const path of TITLED_SHELLS) {
    app.get(path, (req, reply) => {
      const meta: PageMeta = {
        title: documentTitle(PAGE_TITLES[path]),
        description: SITE_DESCRIPTION,
        url: originOf(req) + path,
        type: 'website',
        noindex: true,
      }
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(renderShell(shell, meta))
    })
  }
  page('/products/:id/:slug', 'products.$id.$productSlug', (p, abs) => productPage(db, p.id, abs), productData)
  page(
    '/categories/:slug',
    'categories.$categorySlug.index',
    (p, abs) => categoryPage(db, p.slug, null, abs),
    categoryData,
  )
  page('/categories/:slug/:brandSlug', 'categories.$categorySlug.$brandSlug', (p, abs) =>
    categoryPage(db, p.slug, p.brandSlug, abs),
  )
  page('/brand/:slug', 'brand.$brandSlug', (p, abs) => brandPage(db, p.slug, abs))
  page('/stores/:id', 'stores.$storeId', (p, abs) => storePage(db, { id: p.id }, abs))
  page('/store/:name', 'store.$storeName', (p, abs) => storePage(db, { name: p.name }, abs))
  page('/blog/:id/:slug', 'blog.$id.$slug', (p, abs) => blogPage(db, p.id, abs))
  page('/bundles/:slug', 'bundles.$bundleSlug', (p, abs) => bundlePage(db, p.slug, abs))
  page('/faq/:slug', 'faq.$slug', async (p) => faqPage(p.slug))

  // A robots.txt or sitemap.xml shipped in the build would already be a route (and win anyway).
  if (!existsSync(join(root, 'robots.txt'))) {
    app.get('/robots.txt', (req, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt(originOf(req))))
  }
  if (existsSync(join(root, 'sitemap.xml'))) return
  const xml = (reply: FastifyReply, body: string) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(body)
  app.get('/sitemap.xml', async (req, reply) => xml(reply, await sitemapRoot(db, originOf(req))))
  app.get('/sitemap-pages.xml', async (req, reply) => xml(reply, await sitemapPages(db, originOf(req))))
  app.get('/sitemap-products-:n(^\\d+).xml', async (req, reply) => {
    const n = Number((req.params as Params).n)
    const body = Number.isInteger(n) && n >= 1 ? await sitemapProducts(db, originOf(req), n) : null
    return body ? xml(reply, body) : reply.callNotFound()
  })
}
