import { useState } from 'react'
import { css } from 'styled-system/css'
import { transferFile } from '#api/settlements'
import { errorDetail } from '#lib/errors'
import { saveBlob } from '#lib/save-file'
import { toastError } from '#lib/toast'
import { Button } from '#ui/button'

type Format = 'csv' | 'xlsx'

/** The bank's group-transfer file of the run, as CSV or Excel: read with the admin's token, then saved. */
export function TransferDownloads({ runId }: { runId: number }) {
  const [busy, setBusy] = useState<Format | null>(null)
  const download = async (format: Format) => {
    setBusy(format)
    try {
      saveBlob(await transferFile(runId, format), `settlement-${runId}.${format}`)
    } catch (caught) {
      toastError(errorDetail(caught))
    } finally {
      setBusy(null)
    }
  }
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      <Button variant="outline" disabled={busy !== null} onClick={() => void download('csv')}>
        فایل انتقال گروهی (CSV)
      </Button>
      <Button variant="outline" disabled={busy !== null} onClick={() => void download('xlsx')}>
        فایل انتقال گروهی (Excel)
      </Button>
    </div>
  )
}
