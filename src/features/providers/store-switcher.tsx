import { css } from 'styled-system/css'
import { formatNumber } from '../../lib/fa'
import { StoreIcon } from '../../ui/shop-icons'

/**
 * Placeholder for the store selector (a dropdown of the provider's stores, 'فروشگاهی یافت نشد'
 * when empty), which the stores issue builds on GET /stores.
 */
export function StoreSwitcher({ storeId }: { storeId: number | null }) {
  return (
    <div
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '2.5',
        p: '3',
        borderRadius: 'control',
        borderWidth: '1px',
        borderStyle: 'dashed',
        borderColor: 'border.strong',
        fontSize: 'sm',
      })}
    >
      <StoreIcon className={css({ fontSize: 'xl', color: 'fg.muted', flexShrink: 0 })} />
      <div>
        <p className={css({ fontWeight: 'semibold' })}>
          {storeId ? `فروشگاه شماره ${formatNumber(storeId)}` : 'فروشگاهی انتخاب نشده است'}
        </p>
        <p className={css({ color: 'fg.muted', fontSize: 'xs' })}>انتخاب فروشگاه اینجا نمایش داده می‌شود.</p>
      </div>
    </div>
  )
}
