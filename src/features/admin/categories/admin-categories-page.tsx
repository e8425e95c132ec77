import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { dangerText, mutedText } from 'styled-system/patterns'
import {
  type AdminCategory,
  adminCategoryTreeQueryOptions,
  useCreateCategory,
  useDeleteCategory,
  useReorderCategories,
  useUpdateCategory,
} from '#api/admin-categories'
import { errorDetail } from '#lib/errors'
import { formatNumber, toPersianDigits } from '#lib/fa'
import { useDocumentTitle } from '#lib/use-document-title'
import { Button } from '#ui/button'
import { EmptyState } from '#ui/empty-state'
import { ErrorState } from '#ui/error-state'
import * as Field from '#ui/field'
import * as Card from '#ui/panel/card'
import { ConfirmDialog } from '#ui/panel/confirm-dialog'
import { PanelHeader } from '#ui/panel/panel-layout'
import { Select } from '#ui/panel/select'
import { useDragReorder } from '#ui/panel/use-drag-reorder'
import { Loading } from '#ui/spinner'

const ROOT = 'root'

/** Every category that may hold children (levels 1 and 2), indented, for the parent picker. */
function parentOptions(roots: AdminCategory[], except?: number) {
  const out = [{ value: ROOT, label: 'بدون والد (دسته‌ی اصلی)' }]
  const walk = (nodes: AdminCategory[], depth: number) => {
    for (const node of nodes) {
      if (node.id === except) continue
      if (node.level < 3) out.push({ value: String(node.id), label: `${'— '.repeat(depth)}${node.name_fa}` })
      walk(node.children ?? [], depth + 1)
    }
  }
  walk(roots, 0)
  return out
}

function findCategory(nodes: AdminCategory[], id: number): AdminCategory | undefined {
  for (const node of nodes) {
    if (node.id === id) return node
    const found = findCategory(node.children ?? [], id)
    if (found) return found
  }
  return undefined
}

const form = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr)) auto' },
  alignItems: 'end',
})

function CreateCategory({ roots }: { roots: AdminCategory[] }) {
  const create = useCreateCategory()
  const [name, setName] = useState('')
  const [slug, setSlug] = useState('')
  const [parent, setParent] = useState(ROOT)
  // A new category goes last among its siblings.
  const siblings = parent === ROOT ? roots.length : (findCategory(roots, Number(parent))?.children?.length ?? 0)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.mutate(
      { name_fa: name.trim(), slug: slug.trim(), parent_id: parent === ROOT ? null : Number(parent), order: siblings },
      {
        onSuccess: () => {
          setName('')
          setSlug('')
        },
      },
    )
  }
  return (
    <Card.Root aria-labelledby="new-category">
      <Card.Header>
        <Card.Title id="new-category">دسته‌بندی تازه</Card.Title>
      </Card.Header>
      <Card.Body>
        <form className={form} onSubmit={submit}>
          <Field.Root required>
            <Field.Label>نام</Field.Label>
            <Field.Input value={name} minLength={2} maxLength={100} onChange={(e) => setName(e.currentTarget.value)} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>نامک (لاتین)</Field.Label>
            <Field.Input
              dir="ltr"
              value={slug}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              onChange={(e) => setSlug(e.currentTarget.value)}
            />
          </Field.Root>
          <Select
            label="والد"
            options={parentOptions(roots)}
            value={parent}
            onValueChange={(v) => setParent(v || ROOT)}
          />
          <Button type="submit" disabled={create.isPending}>
            افزودن
          </Button>
        </form>
        {create.error ? (
          <p role="alert" className={dangerText({ mt: '2' })}>
            {errorDetail(create.error)}
          </p>
        ) : null}
      </Card.Body>
    </Card.Root>
  )
}

function EditCategory({ node, roots, onClose }: { node: AdminCategory; roots: AdminCategory[]; onClose: () => void }) {
  const update = useUpdateCategory()
  const [name, setName] = useState(node.name_fa)
  const [slug, setSlug] = useState(node.slug)
  const [parent, setParent] = useState(node.parent_id === null ? ROOT : String(node.parent_id))
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`ویرایش «${node.name_fa}»`}
      description="نام، نامک یا والد را تغییر دهید؛ با جابه‌جایی، زیرشاخه‌ها و محصولات همراه دسته‌بندی می‌روند."
      confirmLabel="ذخیره تغییرات"
      onConfirm={() =>
        update.mutateAsync({
          id: node.id,
          body: { name_fa: name.trim(), slug: slug.trim(), parent_id: parent === ROOT ? null : Number(parent) },
        })
      }
    >
      <div className={css({ display: 'grid', gap: '3', mt: '3' })}>
        <Field.Root>
          <Field.Label>نام</Field.Label>
          <Field.Input value={name} onChange={(e) => setName(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>نامک (لاتین)</Field.Label>
          <Field.Input dir="ltr" value={slug} onChange={(e) => setSlug(e.currentTarget.value)} />
        </Field.Root>
        <Select
          label="والد"
          options={parentOptions(roots, node.id)}
          value={parent}
          onValueChange={(v) => setParent(v || ROOT)}
        />
      </div>
    </ConfirmDialog>
  )
}

const rowClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
})

const dragRow = css({
  borderRadius: 'control',
  '&[data-dragging]': { opacity: '0.5' },
  '&[data-over]': { bg: 'accent.muted', boxShadow: '0 0 0 1px {colors.accent.default}' },
})
const handle = css({
  display: { base: 'none', md: 'inline-flex' },
  color: 'fg.muted',
  cursor: 'grab',
  fontSize: 'lg',
  px: '1',
})
const live = css({ position: 'absolute', w: '1px', h: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' })

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item)
  return next
}

/**
 * One level of siblings: dragged into a new order (a pointer; a drag stays among its siblings)
 * or moved with «بالا» and «پایین» (the keyboard, a screen reader, a phone). Each move is saved
 * at once and announced.
 */
function CategoryRows({
  nodes,
  roots,
  onEdit,
  onDelete,
}: {
  nodes: AdminCategory[]
  roots: AdminCategory[]
  onEdit: (node: AdminCategory) => void
  onDelete: (node: AdminCategory) => void
}) {
  const reorder = useReorderCategories()
  const [announcement, setAnnouncement] = useState('')
  const move = (from: number, to: number) => {
    if (to < 0 || to >= nodes.length || from === to) return
    const name = nodes[from].name_fa
    reorder.mutate(moved(nodes, from, to), {
      onSuccess: () =>
        setAnnouncement(`«${name}» به جایگاه ${toPersianDigits(to + 1)} از ${toPersianDigits(nodes.length)} رفت`),
    })
  }
  const { dragProps } = useDragReorder(move, reorder.isPending)
  return (
    <>
      <ul className={css({ ps: '0', listStyle: 'none' })}>
        {nodes.map((node, index) => (
          <li key={node.id} className={css({ ps: node.level > 1 ? '5' : '0' })}>
            <div className={cx(rowClass, dragRow)} {...dragProps(index)}>
              <span className={handle} aria-hidden="true" title="برای جابه‌جایی بکشید">
                ⋮⋮
              </span>
              {/* The name on its own line; the (Latin) slug and the count under it, so a narrow
                  screen never breaks the slug among Persian words. */}
              <span className={css({ display: 'flex', flexDirection: 'column', flex: '1', minW: '40' })}>
                <span className={css({ fontWeight: node.level === 1 ? 'semibold' : 'normal' })}>{node.name_fa}</span>
                <span className={mutedText({ fontSize: 'xs' })}>
                  <bdi dir="ltr" className={css({ wordBreak: 'break-all' })}>
                    {node.slug}
                  </bdi>
                  {`، ${formatNumber(node.product_count ?? 0)} کالا`}
                </span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                disabled={index === 0 || reorder.isPending}
                onClick={() => move(index, index - 1)}
                aria-label={`بردن «${node.name_fa}» به بالا`}
              >
                بالا
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={index === nodes.length - 1 || reorder.isPending}
                onClick={() => move(index, index + 1)}
                aria-label={`بردن «${node.name_fa}» به پایین`}
              >
                پایین
              </Button>
              <Button size="sm" variant="outline" onClick={() => onEdit(node)} aria-label={`ویرایش «${node.name_fa}»`}>
                ویرایش
              </Button>
              <Button size="sm" variant="ghost" onClick={() => onDelete(node)} aria-label={`حذف «${node.name_fa}»`}>
                حذف
              </Button>
            </div>
            {node.children?.length ? (
              <CategoryRows nodes={node.children} roots={roots} onEdit={onEdit} onDelete={onDelete} />
            ) : null}
          </li>
        ))}
      </ul>
      {reorder.error ? (
        <p role="alert" className={dangerText()}>
          {errorDetail(reorder.error)}
        </p>
      ) : null}
      <p className={live} aria-live="polite">
        {announcement}
      </p>
    </>
  )
}

/**
 * /admin/categories: the three-level tree; create, rename, move (the parent picker), reorder
 * (dragging, or up and down) and delete, whose refusal (subcategories or products left, with how many) shows in
 * the dialog.
 */
export function AdminCategoriesPage() {
  useDocumentTitle('دسته‌بندی‌ها')
  const query = useQuery(adminCategoryTreeQueryOptions)
  const remove = useDeleteCategory()
  const [editing, setEditing] = useState<AdminCategory | null>(null)
  const [deleting, setDeleting] = useState<AdminCategory | null>(null)
  const roots = query.data?.items ?? []
  return (
    <>
      <PanelHeader title="دسته‌بندی‌ها" />
      <div className={css({ display: 'grid', gap: '4' })}>
        <CreateCategory roots={roots} />
        <Card.Root aria-labelledby="category-tree">
          <Card.Header>
            <Card.Title id="category-tree">درخت دسته‌بندی‌ها</Card.Title>
          </Card.Header>
          <Card.Body>
            {query.isPending ? (
              <Loading />
            ) : query.error ? (
              <ErrorState error={query.error} onRetry={() => void query.refetch()} />
            ) : roots.length === 0 ? (
              <EmptyState title="هنوز دسته‌بندی‌ای ساخته نشده است" />
            ) : (
              <CategoryRows nodes={roots} roots={roots} onEdit={setEditing} onDelete={setDeleting} />
            )}
          </Card.Body>
        </Card.Root>
      </div>
      {editing ? <EditCategory key={editing.id} node={editing} roots={roots} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? `حذف «${deleting.name_fa}»` : 'حذف دسته‌بندی'}
        description="دسته‌بندی‌ای که زیردسته یا محصول دارد حذف نمی‌شود."
        confirmLabel="حذف دسته‌بندی"
        destructive
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
      />
    </>
  )
}
