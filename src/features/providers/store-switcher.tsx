import { useQuery } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { mutedText } from 'styled-system/patterns'
import { myStoresForSwitcher } from '#api/seller-stores'
import { selectedStore } from '#lib/storage'
import { Select } from '#ui/panel/select'
import { switchedPath } from './switched-path'

const boxClass = mutedText({ p: '3', borderRadius: 'control', bg: 'bg.subtle' })

/**
 * The store selector (spec section 2): the provider's stores; choosing one stores it and opens the
 * same page of that store (or its products).
 */
export function StoreSwitcher({ storeId, onNavigate }: { storeId: number | null; onNavigate?: () => void }) {
  const query = useQuery(myStoresForSwitcher())
  const navigate = useNavigate()
  const { pathname } = useLocation()
  if (query.isPending) return <p className={boxClass}>در حال بارگذاری...</p>
  const stores = query.data?.items ?? []
  if (stores.length === 0) return <p className={boxClass}>فروشگاهی یافت نشد</p>
  return (
    <Select
      label="فروشگاه"
      options={stores.map((store) => ({ value: String(store.id), label: store.name }))}
      value={storeId ? String(storeId) : ''}
      placeholder="انتخاب فروشگاه"
      onValueChange={(value) => {
        const id = Number(value)
        if (!id || id === storeId) return
        selectedStore.set(id)
        onNavigate?.()
        void navigate({ to: switchedPath(pathname, id) as '/providers/$storeId', replace: false } as never)
      }}
    />
  )
}
