import { useState } from 'react'
import { type LedgerFilters, ledgerCsv } from '#api/finance'
import { errorDetail } from '#lib/errors'
import { saveBlob } from '#lib/save-file'
import { toastError } from '#lib/toast'
import { Button } from '#ui/button'

/** The ledger's entries the filters match, saved as the server's CSV (for Excel). */
export function LedgerCsvButton({ storeId, filters }: { storeId: number; filters: LedgerFilters }) {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      saveBlob(await ledgerCsv(storeId, filters), `ledger-${storeId}.csv`)
    } catch (caught) {
      toastError(errorDetail(caught))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="outline" disabled={busy} onClick={() => void download()}>
      دریافت CSV
    </Button>
  )
}
