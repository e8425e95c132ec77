import { useState } from 'react'
import { fetchLedgerCsv, type LedgerFilters } from '#api/finance'
import { errorDetail } from '#lib/errors'
import { saveBlob } from '#lib/save-file'
import { toastError } from '#lib/toast'
import { Button } from '#ui/button'
import { Spinner } from '#ui/spinner'

/** «دریافت CSV»: the ledger with the filters on screen, as the server writes it for Excel. */
export function CsvButton({ storeId, filters }: { storeId: number; filters: LedgerFilters }) {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const { blob, name } = await fetchLedgerCsv(storeId, filters)
      saveBlob(blob, name)
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
