import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { css } from 'styled-system/css'
import {
  type AdminCategory,
  adminCategoryTreeQueryOptions,
  useCreateCategory,
  useDeleteCategory,
  useUpdateCategory,
} from '../../../api/admin-categories'
import { errorDetail } from '../../../lib/errors'
import { formatNumber } from '../../../lib/fa'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { Button } from '../../../ui/button'
import * as Card from '../../../ui/card'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import { EmptyState } from '../../../ui/empty-state'
import { ErrorState } from '../../../ui/error-state'
import * as Field from '../../../ui/field'
import { PanelHeader } from '../../../ui/panel-layout'
import { Select } from '../../../ui/select'
import { Loading } from '../../../ui/spinner'

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
          <p role="alert" className={css({ color: 'danger.default', mt: '2', fontSize: 'sm' })}>
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
  const update = useUpdateCategory()
  // Reorder: the two siblings take each other's place (their orders become their new positions).
  const swap = (index: number, other: number) => {
    const a = nodes[index]
    const b = nodes[other]
    void update
      .mutateAsync({ id: a.id, body: { order: other } })
      .then(() => update.mutate({ id: b.id, body: { order: index } }))
  }
  return (
    <ul className={css({ ps: '0', listStyle: 'none' })}>
      {nodes.map((node, index) => (
        <li key={node.id} className={css({ ps: node.level > 1 ? '5' : '0' })}>
          <div className={rowClass}>
            <span className={css({ fontWeight: node.level === 1 ? 'semibold' : 'normal', flex: '1', minW: '40' })}>
              {node.name_fa}{' '}
              <span className={css({ color: 'fg.muted', fontSize: 'xs' })}>
                <bdi>{node.slug}</bdi>، {`${formatNumber(node.product_count ?? 0)} کالا`}
              </span>
            </span>
            <Button
              size="sm"
              variant="ghost"
              disabled={index === 0 || update.isPending}
              onClick={() => swap(index, index - 1)}
              aria-label={`بردن «${node.name_fa}» به بالا`}
            >
              بالا
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={index === nodes.length - 1 || update.isPending}
              onClick={() => swap(index, index + 1)}
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
  )
}

/**
 * /admin/categories: the three-level tree; create, rename, move (the parent picker), reorder (up
 * and down) and delete, whose refusal (subcategories or products left, with how many) shows in
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
