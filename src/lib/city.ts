// The courier rule compares the address's city with the store's courier city the way the server
// compares Persian text (server/lib/persian.ts normalizeText): Arabic ي/ك, diacritics, ZWNJ and
// spacing do not make «تهران» a different city.
export function normalizeCity(value: string): string {
  return value
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[ۀة]/g, 'ه')
    .replace(/\p{Mn}/gu, '')
    .replace(/\u0640/g, '')
    .replace(/(?:\u200C|\u200D|\s)+/g, ' ')
    .trim()
    .toLowerCase()
}

export function sameCity(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false
  return normalizeCity(a) === normalizeCity(b)
}
