import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { dangerText, mutedText, wrap } from 'styled-system/patterns'
import {
  type CuratedEntry,
  candidatesQueryOptions,
  type HomepageResource,
  type HomepageResourceType,
  RESOURCE_KIND_LABELS,
  RESOURCE_KINDS,
} from '#api/homepage-curation'
import { errorDetail } from '#lib/errors'
import { toPersianDigits } from '#lib/fa'
import { HOMEPAGE_LIMIT } from '#sdk/rules/public-reads'
import { Button } from '#ui/button'
import * as Card from '#ui/panel/card'
import { Combobox, type ComboboxOption } from '#ui/panel/combobox'
import { ConfirmDialog } from '#ui/panel/confirm-dialog'
import { OrderedList } from '#ui/panel/ordered-list'
import { Select } from '#ui/panel/select'

interface Entry extends CuratedEntry {
  key: string
  kind: string
  label: string
  removable?: boolean
}

export interface CurationEditorProps {
  /** null: the platform's homepage */
  storeId: number | null
  /** The seller's own store (its product list, not the public one, to choose from) */
  seller?: boolean
  /** The saved resources, highest priority first */
  resources: HomepageResource[]
  /** Each target's name by «kind:id» */
  names: Map<string, string>
  /** At most this many of a kind (a store's homepage: the spec's homepage limit) */
  perKind?: number
  onSave: (entries: CuratedEntry[]) => Promise<unknown>
  /** false: what is saved cannot be taken off */
  savedRemovable?: boolean
  /**
   * Takes a saved item off at once, after a confirmation (the admins' removal call); without it a
   * saved item is taken off the list and the removal waits for «ذخیره» like every other change.
   */
  onRemoveSaved?: (entry: CuratedEntry) => Promise<unknown>
  /** Under the list, beside the save button */
  note?: ReactNode
}

const toEntry = (type: HomepageResourceType, id: number, names: Map<string, string>): Entry => {
  const key = `${type}:${id}`
  return {
    key,
    resource_type: type,
    resource_id: id,
    kind: RESOURCE_KIND_LABELS[type],
    label: names.get(key) ?? `${RESOURCE_KIND_LABELS[type]} شمارهٔ ${toPersianDigits(id)} (اکنون نمایش داده نمی‌شود)`,
  }
}

const pickerRow = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '12rem 1fr auto' },
  gap: '3',
  alignItems: 'end',
})
const footer = wrap({ gap: '3', alignItems: 'center' })
const muted = mutedText()
const alert = dangerText()
const success = css({ color: 'success.default', fontSize: 'sm' })

/**
 * A homepage's curated items: products, bundles, articles and discounts chosen by name, put in
 * order by dragging or the up / down buttons, and saved together. Nothing changes until «ذخیره».
 */
export function CurationEditor({
  storeId,
  seller = false,
  resources,
  names,
  perKind,
  onSave,
  note,
  savedRemovable = true,
  onRemoveSaved,
}: CurationEditorProps) {
  const saved = useMemo(
    () => resources.map((r) => ({ ...toEntry(r.resource_type, r.resource_id, names), removable: savedRemovable })),
    [resources, names, savedRemovable],
  )
  const [entries, setEntries] = useState<Entry[]>(saved)
  useEffect(() => setEntries(saved), [saved])
  const [kind, setKind] = useState<HomepageResourceType>('product')
  const [text, setText] = useState('')
  const [choice, setChoice] = useState<ComboboxOption | null>(null)
  const [saving, setSaving] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [removing, setRemoving] = useState<Entry | null>(null)
  const candidates = useQuery(candidatesQueryOptions(kind, storeId, text, seller))
  const taken = new Set(entries.map((e) => e.key))
  const items = (candidates.data ?? []).filter((c) => !taken.has(`${kind}:${c.value}`))
  const countOf = (type: HomepageResourceType) => entries.filter((e) => e.resource_type === type).length
  const full = perKind !== undefined && countOf(kind) >= perKind
  const changed = entries.map((e) => e.key).join() !== saved.map((e) => e.key).join()

  const add = () => {
    if (!choice || full) return
    const named = new Map([[`${kind}:${choice.value}`, choice.label]])
    setEntries([...entries, toEntry(kind, Number(choice.value), named)])
    setChoice(null)
    setMessage(null)
  }
  const save = async () => {
    setSaving(true)
    setMessage(null)
    try {
      await onSave(entries.map(({ resource_type, resource_id }) => ({ resource_type, resource_id })))
      setMessage({ ok: true, text: 'چیدمان ذخیره شد و در صفحهٔ اول نمایش داده می‌شود.' })
    } catch (error) {
      setMessage({ ok: false, text: errorDetail(error) ?? 'ذخیره انجام نشد' })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card.Root>
      <Card.Body>
        <div className={pickerRow}>
          <Select
            label="نوع"
            options={RESOURCE_KINDS.map((k) => ({ value: k, label: RESOURCE_KIND_LABELS[k] }))}
            value={kind}
            onValueChange={(k) => {
              setKind(k as HomepageResourceType)
              setChoice(null)
              setText('')
            }}
          />
          <Combobox
            label={`${RESOURCE_KIND_LABELS[kind]} برای افزودن`}
            items={items}
            onSearch={setText}
            loading={candidates.isFetching}
            value={choice}
            onValueChange={setChoice}
            placeholder="نام را بنویسید"
            disabled={full}
          />
          <Button variant="outline" onClick={add} disabled={!choice || full}>
            افزودن به فهرست
          </Button>
        </div>
        {full ? (
          <p className={muted}>
            {`صفحهٔ اول فروشگاه حداکثر ${toPersianDigits(perKind ?? HOMEPAGE_LIMIT)} ${RESOURCE_KIND_LABELS[kind]} نشان می‌دهد؛ برای افزودن، یکی را بردارید.`}
          </p>
        ) : null}
        {candidates.error ? <p className={alert}>{errorDetail(candidates.error) ?? 'فهرست بارگذاری نشد'}</p> : null}
        {entries.length ? (
          <OrderedList
            label="چیدمان صفحهٔ اول"
            items={entries}
            onChange={(next) => {
              setEntries(next)
              setMessage(null)
            }}
            onRemove={(entry) => {
              const isSaved = saved.some((e) => e.key === entry.key)
              if (onRemoveSaved && isSaved) setRemoving(entry)
              else setEntries(entries.filter((e) => e.key !== entry.key))
            }}
            disabled={saving}
          />
        ) : (
          <p className={muted}>هنوز چیزی برای صفحهٔ اول انتخاب نشده است.</p>
        )}
      </Card.Body>
      <Card.Footer>
        <div className={footer}>
          {note}
          {message ? (
            <p role={message.ok ? 'status' : 'alert'} className={message.ok ? success : alert}>
              {message.text}
            </p>
          ) : null}
          <Button onClick={() => void save()} disabled={saving || !changed}>
            {saving ? 'در حال ذخیره…' : 'ذخیرهٔ چیدمان'}
          </Button>
        </div>
      </Card.Footer>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null)
        }}
        title="برداشتن از صفحهٔ اول"
        description={
          removing
            ? `«${removing.label}» همین حالا از صفحهٔ اول برداشته می‌شود و دیگر آنجا نمایش داده نمی‌شود.`
            : undefined
        }
        confirmLabel="برداشتن از صفحهٔ اول"
        destructive
        onConfirm={async () => {
          if (!removing || !onRemoveSaved) return
          const { resource_type, resource_id } = removing
          await onRemoveSaved({ resource_type, resource_id })
          setMessage({ ok: true, text: `«${removing.label}» از صفحهٔ اول برداشته شد.` })
        }}
      />
    </Card.Root>
  )
}
