import { useId } from 'react'
import { css } from 'styled-system/css'
import { mutedText, stack, visuallyHidden, wrap } from 'styled-system/patterns'
import type { Address } from '#api/addresses'
import { Badge } from '#ui/badge'
import { BidiText } from '#ui/bidi-text'
import { Button } from '#ui/button'
import { PhoneText, PostalCodeText } from '../contact-numbers'
import { PencilIcon, StarIcon, TrashIcon } from './address-icons'
import { fullAddress } from './address-text'

interface AddressCardProps {
  address: Address
  onEdit: () => void
  onDelete: () => void
  onMakeDefault: () => void
  /** While a set-default is on its way, the other cards wait for it. */
  busy?: boolean
}

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  h: 'full',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  boxShadow: 'card',
  p: { base: '4', md: '5' },
})
const defaultCard = css({ borderColor: 'accent.default', boxShadow: '0 0 0 1px {colors.accent.default}' })
const term = mutedText()
const detailRow = wrap({ gap: '1.5', alignItems: 'baseline' })

/** One saved address: who receives it, where, the postal code and mobile in Persian digits, and its actions. */
export function AddressCard({ address, onEdit, onDelete, onMakeDefault, busy }: AddressCardProps) {
  const titleId = useId()
  const title = address.title || 'نشانی'
  const named = <span className={visuallyHidden()}> {`نشانی «${title}»`}</span>
  return (
    <article aria-labelledby={titleId} className={address.is_default ? `${card} ${defaultCard}` : card}>
      <header className={wrap({ alignItems: 'center', gap: '2' })}>
        <h2 id={titleId} className={css({ fontWeight: 'bold', fontSize: 'md' })}>
          {title}
        </h2>
        {address.is_default ? (
          <Badge variant="subtle" size="md">
            نشانی پیش‌فرض
          </Badge>
        ) : null}
      </header>
      <p className={css({ lineHeight: '1.8' })}>
        <BidiText text={fullAddress(address)} />
      </p>
      <dl className={stack({ gap: '1', fontSize: 'sm' })}>
        <div className={detailRow}>
          <dt className={term}>گیرنده:</dt>
          <dd>{address.receiver_name}</dd>
        </div>
        <div className={detailRow}>
          <dt className={term}>موبایل:</dt>
          <dd>
            <PhoneText value={address.receiver_phone} />
          </dd>
        </div>
        <div className={detailRow}>
          <dt className={term}>کد پستی:</dt>
          <dd>
            <PostalCodeText value={address.postal_code} />
          </dd>
        </div>
      </dl>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '2',
          mt: 'auto',
          pt: '3',
          borderTopWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <Button variant="ghost" size="sm" onClick={onEdit}>
          <PencilIcon />
          ویرایش{named}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} className={css({ color: 'danger.default' })}>
          <TrashIcon />
          حذف{named}
        </Button>
        {address.is_default ? null : (
          <Button variant="ghost" size="sm" onClick={onMakeDefault} disabled={busy} className={css({ ms: 'auto' })}>
            <StarIcon />
            پیش‌فرض شود{named}
          </Button>
        )}
      </div>
    </article>
  )
}
