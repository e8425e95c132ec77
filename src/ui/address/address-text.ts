import type { Address } from '../../api/addresses'
import { toPersianDigits } from '../../lib/fa'

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

/** '09121234567' → '۰۹۱۲ ۱۲۳ ۴۵۶۷' (read left to right). */
export function displayMobile(mobile: string): string {
  return toPersianDigits(mobile.replace(/^(\d{4})(\d{3})(\d{4})$/, '$1 $2 $3'))
}

/** '1315613391' → '۱۳۱۵۶-۱۳۳۹۱', the way it is printed on bills (read left to right). */
export function displayPostalCode(code: string): string {
  return toPersianDigits(code.replace(/^(\d{5})(\d{5})$/, '$1-$2'))
}
