import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { css } from 'styled-system/css'
import { mutedText } from 'styled-system/patterns'
import { expandedHomepageQueryOptions, namesOf, useSaveStoreHomepage } from '#api/homepage-curation'
import { panelStoreQueryOptions } from '#api/seller-stores'
import { toPersianDigits } from '#lib/fa'
import { useDocumentTitle } from '#lib/use-document-title'
import { HOMEPAGE_LIMIT } from '#sdk/rules/public-reads'
import { buttonClass } from '#ui/button'
import { ErrorState } from '#ui/error-state'
import { PanelHeader } from '#ui/panel/panel-layout'
import { Skeleton, SkeletonGroup } from '#ui/skeleton'
import { CurationEditor } from '#views/panel/curation-editor'

const muted = mutedText({ mb: '4' })

/**
 * /providers/$storeId/homepage: the products, bundles, articles and discounts that open the
 * store's page, in order (at most the spec's homepage limit of each kind: what the page shows).
 */
export function StoreHomepagePage({ storeId }: { storeId: number }) {
  useDocumentTitle('صفحهٔ اول فروشگاه')
  const store = useQuery(panelStoreQueryOptions(storeId))
  const expanded = useQuery(expandedHomepageQueryOptions(storeId))
  const names = useMemo(() => namesOf(expanded.data), [expanded.data])
  const save = useSaveStoreHomepage(storeId)
  const resources = expanded.data?.resources ?? []
  return (
    <>
      <PanelHeader
        title="صفحهٔ اول فروشگاه"
        actions={
          <Link
            to="/stores/$storeId"
            params={{ storeId: String(storeId) }}
            className={buttonClass({ variant: 'outline' })}
          >
            دیدن صفحهٔ فروشگاه
          </Link>
        }
      />
      <p className={muted}>
        {/* The store page draws one section per kind (HomepageSections): the order holds within each. */}
        {`آنچه اینجا می‌چینید بالای صفحهٔ فروشگاه شما نمایش داده می‌شود، هر نوع در بخش خودش (کالاها، تخفیف‌ها، سبدها و مقاله‌ها) و در هر بخش به همین ترتیب؛ از هر نوع حداکثر ${toPersianDigits(HOMEPAGE_LIMIT)} مورد.`}
      </p>
      {store.isPending || expanded.isPending ? (
        <SkeletonGroup>
          <Skeleton className={css({ h: '64', borderRadius: 'card' })} />
        </SkeletonGroup>
      ) : expanded.error || store.error ? (
        <ErrorState
          error={expanded.error ?? store.error}
          onRetry={() => void Promise.all([expanded.refetch(), store.refetch()])}
        />
      ) : (
        <CurationEditor
          storeId={storeId}
          seller
          resources={resources}
          names={names}
          perKind={HOMEPAGE_LIMIT}
          onSave={(wanted) => save.mutateAsync({ current: resources, wanted })}
        />
      )}
    </>
  )
}
