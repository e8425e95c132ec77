import type { Address } from '#api/addresses'
import { toPersianDigits } from '#lib/fa'

/** «تهران، تهران، خیابان ولیعصر، پلاک ۱۲، واحد ۳» with Persian digits. */
export function fullAddress(address: Address): string {
  return [
    address.province,
    address.city,
    address.address_line,
    address.plaque ? `پلاک ${address.plaque}` : null,
    address.unit ? `واحد ${address.unit}` : null,
  ]
    .filter(Boolean)
    .map((part) => toPersianDigits(part as string))
    .join('، ')
}
