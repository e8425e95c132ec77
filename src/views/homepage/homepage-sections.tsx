import { css } from 'styled-system/css'
import type { Homepage } from '#api/homepage'
import { memberPriceOf, useMemberPrices } from '#api/member-prices'
import { useProgressive } from '#lib/use-progressive'
import { ArticleCard } from '../article-card'
import { BundleCard } from '../bundle-card'
import { ProductCard } from '../product-list/product-card'
import { DiscountSection } from './discount-section'
import { HomeSection, railClass, wideRailClass } from './section'

interface HomepageSectionsProps {
  homepage: Homepage
  /** A store's homepage links its «مشاهده همه» to its own lists. */
  storeId?: number
  /**
   * Whether the rail's first pictures are fetched first (eager, high priority, preloaded): on a
   * store's page they are its largest paint. Home paints its hero's text first, which needs only
   * the styles and the font, so there they wait their turn instead of competing with both.
   */
  leadImages?: boolean
}

/** A homepage's curated sections in the server's priority order: products, discounts, bundles, articles. */
export function HomepageSections({ homepage, storeId, leadImages = true }: HomepageSectionsProps) {
  const { products, discounts, bundles, articles } = homepage
  const prefix = storeId ? 'store-' : ''
  // The signed-in user's own prices for every card of the page (the rail and the discounts'), in one request.
  const member = useMemberPrices(
    [...products, ...discounts.flatMap((discount) => discount.products)].map((product) => product.product_store_id),
  )
  const sections = [
    products.length ? (
      <HomeSection
        key="products"
        id={`${prefix}home-products`}
        title={storeId ? 'پیشنهادهای فروشگاه' : 'پیشنهادهای ویژه راسته'}
        more={storeId ? undefined : { label: 'مشاهده همه', link: { to: '/products' } }}
      >
        <ul className={railClass}>
          {products.map((product, index) => (
            <li key={product.id}>
              {/* The rail's first cards are in view when the page opens. */}
              <ProductCard
                product={product}
                priority={leadImages && index < 2}
                member={memberPriceOf(member, product.product_store_id)}
              />
            </li>
          ))}
        </ul>
      </HomeSection>
    ) : null,
    ...discounts.map((discount) => <DiscountSection key={discount.id} discount={discount} memberPrices={member} />),
    bundles.length ? (
      <HomeSection
        key="bundles"
        id={`${prefix}home-bundles`}
        title="سبدهای ویژه"
        subtitle="چند کالای مکمل، یک‌جا و با قیمت بهتر"
        more={storeId ? undefined : { label: 'همه سبدها', link: { to: '/bundles' } }}
      >
        <ul className={wideRailClass}>
          {bundles.map((bundle) => (
            <li key={bundle.id}>
              <BundleCard bundle={bundle} />
            </li>
          ))}
        </ul>
      </HomeSection>
    ) : null,
    articles.length ? (
      <HomeSection
        key="articles"
        id={`${prefix}home-articles`}
        title={storeId ? 'مقاله‌های فروشگاه' : 'از مجله راسته'}
        more={storeId ? undefined : { label: 'همه مقاله‌ها', link: { to: '/blog' } }}
      >
        <ul className={wideRailClass}>
          {articles.map((post) => (
            <li key={post.id}>
              <ArticleCard post={post} />
            </li>
          ))}
        </ul>
      </HomeSection>
    ) : null,
  ].filter(Boolean)
  // The first section renders at once; the others follow, one task each (lib/use-progressive.ts).
  const shown = useProgressive(sections.length, 1)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: { base: '8', md: '12' } })}>
      {sections.slice(0, shown)}
    </div>
  )
}
