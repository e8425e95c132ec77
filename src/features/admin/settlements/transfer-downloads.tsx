import { useState } from 'react'
import { css } from 'styled-system/css'
import { transferFile } from '#api/settlements'
import { errorDetail } from '#lib/errors'
import { toastError } from '#lib/toast'
import { Button } from '#ui/button'

type Format = 'csv' | 'xlsx'

/** Saves a Blob under `name` (an object URL clicked through a transient link). */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}

/** The bank's group-transfer file of the run, as CSV or Excel: read with the admin's token, then saved. */
export function TransferDownloads({ runId }: { runId: number }) {
  const [busy, setBusy] = useState<Format | null>(null)
  const download = async (format: Format) => {
    setBusy(format)
    try {
      save(await transferFile(runId, format), `settlement-${runId}.${format}`)
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
