import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { mutedText, stack, wrap } from 'styled-system/patterns'
import {
  conflictId,
  keepMine,
  type OfferConflict,
  type OfferEdit,
  removeConflict,
} from '#api/seller-products/offer-edits'
import {
  conflictsQueryOptions,
  invalidateSellerProducts,
  type Offer,
  sellerProductKeys,
  updateConflicts,
} from '#api/seller-products/seller-products'
import { formatNumber, formatPrice } from '#lib/fa'
import { useOnline } from '#lib/use-online'
import { newIdempotencyKey } from '#sdk'
import { Button } from '#ui/button'
import * as Card from '#ui/panel/card'

const shown = (conflict: OfferConflict, value: number) =>
  conflict.edit.field === 'price' ? formatPrice(value) : formatNumber(value)

/**
 * The edits the server refused because its value changed meanwhile (a sale took stock): each
 * shows the seller's value and the server's, and nothing happens until the seller chooses.
 */
export function OfferConflicts({ storeId }: { storeId: number }) {
  const queryClient = useQueryClient()
  const { data } = useQuery(conflictsQueryOptions(queryClient))
  const online = useOnline()
  const mutation = useMutation<Offer, unknown, OfferEdit>({ mutationKey: sellerProductKeys.edit() })
  const conflicts = (data ?? []).filter((c) => c.edit.storeId === storeId)
  if (conflicts.length === 0) return null

  const resolve = (conflict: OfferConflict, mine: boolean) => {
    updateConflicts(queryClient, (list) => removeConflict(list, conflictId(conflict)))
    if (mine) mutation.mutate(keepMine(conflict, newIdempotencyKey(), !online))
    else void invalidateSellerProducts(queryClient)
  }

  return (
    <section aria-labelledby="offer-conflicts-title" className={stack({ gap: '3', mb: '4' })}>
      <h2 id="offer-conflicts-title" className={css({ fontSize: 'md', fontWeight: 'bold', color: 'danger.default' })}>
        تغییرهایی که نیاز به تصمیم شما دارند
      </h2>
      {conflicts.map((conflict) => {
        const what = conflict.edit.field === 'price' ? 'قیمت' : 'موجودی'
        return (
          <Card.Root key={conflictId(conflict)} size="sm" role="group" aria-label={`${what} «${conflict.edit.name}»`}>
            <Card.Body className={stack({ gap: '2' })}>
              <p className={css({ fontWeight: 'medium' })}>{conflict.edit.name}</p>
              <p className={mutedText()}>
                {`${what} این کالا پس از تغییر شما در فروشگاه عوض شده است (مثلاً با یک فروش). هیچ‌کدام جایگزین دیگری نشده است؛ یکی را انتخاب کنید.`}
              </p>
              <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '1', columnGap: '3' })}>
                <dt>{`${what} شما:`}</dt>
                <dd className={css({ fontWeight: 'bold' })}>{shown(conflict, conflict.edit.value)}</dd>
                <dt>{`${what} فعلی فروشگاه:`}</dt>
                <dd className={css({ fontWeight: 'bold' })}>{shown(conflict, conflict.current)}</dd>
              </dl>
              <div className={wrap({ gap: '2' })}>
                <Button size="sm" onClick={() => resolve(conflict, true)}>
                  {`ثبت ${what} من (${shown(conflict, conflict.edit.value)})`}
                </Button>
                <Button size="sm" variant="outline" onClick={() => resolve(conflict, false)}>
                  {`پذیرفتن ${what} فروشگاه (${shown(conflict, conflict.current)})`}
                </Button>
              </div>
            </Card.Body>
          </Card.Root>
        )
      })}
    </section>
  )
}
