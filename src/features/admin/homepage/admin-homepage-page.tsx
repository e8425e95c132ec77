import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { mutedText, stack } from 'styled-system/patterns'
import {
  adminResourcesQueryOptions,
  expandedHomepageQueryOptions,
  namesOf,
  storeCandidatesQueryOptions,
  useAdminRemoveHomepageItem,
  useAdminSaveHomepage,
} from '#api/homepage-curation'
import { toPersianDigits } from '#lib/fa'
import { useDocumentTitle } from '#lib/use-document-title'
import { HOMEPAGE_LIMIT } from '#sdk/rules/public-reads'
import { ErrorState } from '#ui/error-state'
import { Combobox, type ComboboxOption } from '#ui/panel/combobox'
import { PanelHeader } from '#ui/panel/panel-layout'
import * as Tabs from '#ui/panel/tabs'
import { Skeleton, SkeletonGroup } from '#ui/skeleton'
import { CurationEditor } from '#views/panel/curation-editor'

const scopeRow = stack({ gap: '3', mb: '4', maxW: '2xl' })
const muted = mutedText()

/**
 * /admin/homepage: what opens the platform's home page (or, with ?store=, a store's page) and in
 * which order. The list is saved in one call; a saved item is taken off at once after a
 * confirmation. The home page shows either change on its next read.
 */
export function AdminHomepagePage({ storeId }: { storeId: number | null }) {
  useDocumentTitle('چیدمان صفحهٔ اول')
  const navigate = useNavigate()
  const [storeText, setStoreText] = useState('')
  const stores = useQuery({ ...storeCandidatesQueryOptions(storeText), enabled: storeId !== null || storeText !== '' })
  const resources = useQuery(adminResourcesQueryOptions(storeId))
  const expanded = useQuery(expandedHomepageQueryOptions(storeId))
  const names = useMemo(() => namesOf(expanded.data), [expanded.data])
  const save = useAdminSaveHomepage(storeId)
  const remove = useAdminRemoveHomepageItem()
  const storeName = expanded.data?.store?.name
  const chosenStore: ComboboxOption | null =
    storeId === null ? null : { value: String(storeId), label: storeName ?? `فروشگاه ${toPersianDigits(storeId)}` }
  const [pickingStore, setPickingStore] = useState(false)
  const scope = storeId !== null || pickingStore ? 'store' : 'platform'
  return (
    <>
      <PanelHeader title="چیدمان صفحهٔ اول" />
      <div className={scopeRow}>
        <Tabs.Root
          value={scope}
          onValueChange={(d) => {
            setPickingStore(d.value === 'store')
            if (d.value === 'platform') void navigate({ to: '.', search: {} } as never)
          }}
        >
          <Tabs.List aria-label="کدام صفحهٔ اول">
            <Tabs.Trigger value="platform">صفحهٔ اول راسته</Tabs.Trigger>
            <Tabs.Trigger value="store">صفحهٔ یک فروشگاه</Tabs.Trigger>
            <Tabs.Indicator />
          </Tabs.List>
        </Tabs.Root>
        {scope === 'store' ? (
          <Combobox
            label="فروشگاه"
            items={stores.data ?? []}
            onSearch={setStoreText}
            loading={stores.isFetching}
            value={chosenStore}
            onValueChange={(o) => void navigate({ to: '.', search: o ? { store: Number(o.value) } : {} } as never)}
            placeholder="نام فروشگاه را بنویسید"
          />
        ) : null}
      </div>
      {scope === 'store' && storeId === null ? (
        <p className={muted}>فروشگاهی را که می‌خواهید صفحهٔ آن را بچینید انتخاب کنید.</p>
      ) : resources.isPending || expanded.isPending ? (
        <SkeletonGroup>
          <Skeleton className={css({ h: '64', borderRadius: 'card' })} />
        </SkeletonGroup>
      ) : resources.error || expanded.error ? (
        <ErrorState
          error={resources.error ?? expanded.error}
          onRetry={() => void Promise.all([resources.refetch(), expanded.refetch()])}
        />
      ) : (
        <CurationEditor
          storeId={storeId}
          resources={resources.data ?? []}
          names={names}
          perKind={storeId !== null ? HOMEPAGE_LIMIT : undefined}
          onSave={(wanted) => save.mutateAsync({ wanted })}
          onRemoveSaved={(entry) => {
            const saved = (resources.data ?? []).find(
              (r) => r.resource_type === entry.resource_type && r.resource_id === entry.resource_id,
            )
            return saved ? remove.mutateAsync(saved.id) : Promise.resolve()
          }}
          note={
            storeId === null ? (
              <p className={muted}>
                صفحهٔ اول راسته از هر نوع تا ۵ مورد نخست را نشان می‌دهد؛ برداشتن یک مورد ذخیره‌شده پس از تأیید، همان لحظه
                انجام می‌شود.
              </p>
            ) : null
          }
        />
      )}
    </>
  )
}
