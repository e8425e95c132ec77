import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import type { Address } from '#api/addresses'
import { toPersianDigits } from '#lib/fa'
import { Badge } from '#ui/badge'
import { BidiText } from '#ui/bidi-text'
import { PhoneText, PostalCodeText } from '../contact-numbers'

/**
 * An address as the shopper recognises it: title, receiver, city and street, postal code — the
 * compact text of a radio card at checkout (the address book's card with actions is AddressCard).
 */
export function AddressSummary({ address }: { address: Address }) {
  const place = address.province === address.city ? address.city : `${address.province}، ${address.city}`
  const extra = [
    address.plaque ? `پلاک ${toPersianDigits(address.plaque)}` : null,
    address.unit ? `واحد ${toPersianDigits(address.unit)}` : null,
  ].filter(Boolean)
  return (
    <span className={stack({ gap: '1', minW: '0', fontSize: 'sm' })}>
      <span className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'bold' })}>
        {address.title || 'نشانی'}
        {address.is_default ? (
          <Badge variant="subtle" size="sm">
            پیش‌فرض
          </Badge>
        ) : null}
      </span>
      <span>
        <BidiText text={[place, toPersianDigits(address.address_line), ...extra].join('، ')} />
      </span>
      <span className={css({ color: 'fg.muted' })}>
        گیرنده: {address.receiver_name}، <PhoneText value={address.receiver_phone} />
      </span>
      <span className={css({ color: 'fg.muted' })}>
        کد پستی: <PostalCodeText value={address.postal_code} />
      </span>
    </span>
  )
}
