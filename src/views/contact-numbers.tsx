// Numbers as every page shows them (issue 27 item 20): one format for a phone and a postal code,
// each isolated left to right inside Persian text; a code to copy (a tracking code) keeps the
// Latin digits the carrier gave it, so what is read, typed and pasted is the same.
import { formatPhone, formatPostalCode } from '#lib/fa'

export function PhoneText({ value }: { value: string }) {
  return <bdi dir="ltr">{formatPhone(value)}</bdi>
}

export function PostalCodeText({ value }: { value: string }) {
  return <bdi dir="ltr">{formatPostalCode(value)}</bdi>
}

export function CopyableCode({ value, className }: { value: string; className?: string }) {
  return (
    <bdi dir="ltr" translate="no" className={className}>
      {value}
    </bdi>
  )
}
