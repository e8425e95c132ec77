import { useState } from 'react'
import { fetchLedgerCsv, type LedgerFilters } from '#api/finance'
import { errorDetail } from '#lib/errors'
import { toastError } from '#lib/toast'
import { Button } from '#ui/button'
import { Spinner } from '#ui/spinner'

/** Hands a fetched file to the browser as a download (a link on an object URL, clicked once). */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // The click has handed the file over; the URL is let go on the next turn.
  setTimeout(() => URL.revokeObjectURL(url))
}

/** «دریافت CSV»: the ledger with the filters on screen, as the server writes it for Excel. */
export function CsvButton({ storeId, filters }: { storeId: number; filters: LedgerFilters }) {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const { blob, name } = await fetchLedgerCsv(storeId, filters)
      save(blob, name)
    } catch (error) {
      toastError(errorDetail(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button size="sm" variant="outline" disabled={busy} onClick={() => void download()}>
      {busy ? <Spinner /> : null}
      دریافت CSV
    </Button>
  )
}
