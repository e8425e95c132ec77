import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import {
  type UserGroup,
  useAddMember,
  useCreateGroup,
  useDeleteGroup,
  useRemoveMember,
  useRenameGroup,
  userGroupsQueryOptions,
} from '#api/discounts'
import { errorDetail } from '#lib/errors'
import { formatNumber, toPersianDigits } from '#lib/fa'
import { toast } from '#lib/toast'
import { normalizeMobile } from '#sdk/rules/phone'
import { Button } from '#ui/button'
import { EmptyState } from '#ui/empty-state'
import { ErrorState } from '#ui/error-state'
import * as Field from '#ui/field'
import * as Card from '#ui/panel/card'
import { ConfirmDialog } from '#ui/panel/confirm-dialog'
import { Loading } from '#ui/spinner'
import { PhoneText } from '#views/contact-numbers'
import { actionsClass, inlineFormClass, listClass, mutedClass, rowClass, sectionClass } from './discount-styles'

const messageOf = (error: unknown) => errorDetail(error) ?? 'ارتباط با سرور برقرار نشد؛ دوباره تلاش کنید'
const NAME_RULE = 'نام گروه باید دست‌کم ۲ حرف باشد'
const PHONE_RULE = 'شماره موبایل معتبر نیست؛ مانند ۰۹۱۲۱۲۳۴۵۶۷'

/** Customer groups of the store: create, rename, delete; members added by phone and removed. */
export function UserGroupsSection({ storeId }: { storeId: number }) {
  const query = useQuery(userGroupsQueryOptions(storeId))
  const create = useCreateGroup()
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (name.trim().length < 2) return setNameError(NAME_RULE)
    try {
      await create.mutateAsync({ store_id: storeId, name: name.trim() })
      setName('')
      toast({ title: 'گروه مشتریان ساخته شد', variant: 'success' })
    } catch (error) {
      setNameError(messageOf(error))
    }
  }

  return (
    <div className={sectionClass}>
      <form className={inlineFormClass} onSubmit={submit} noValidate>
        <Field.Root invalid={Boolean(nameError)}>
          <Field.Label>نام گروه تازه</Field.Label>
          <Field.Input
            value={name}
            maxLength={100}
            placeholder="مثلا مشتریان وفادار"
            onChange={(e) => {
              setName(e.target.value)
              setNameError(null)
            }}
          />
          {nameError ? <Field.ErrorText>{nameError}</Field.ErrorText> : null}
        </Field.Root>
        <Button type="submit" disabled={create.isPending}>
          ساخت گروه
        </Button>
      </form>
      {query.isPending ? (
        <Loading />
      ) : query.error ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          title="گروهی ندارید"
          description="گروه بسازید و مشتریانی را که از شما خرید کرده‌اند با شماره موبایل به آن بیفزایید؛ سپس تخفیف را به گروه محدود کنید."
        />
      ) : (
        <ul className={listClass} aria-label="گروه‌های مشتریان">
          {query.data.items.map((g) => (
            <li key={g.id}>
              <GroupCard group={g} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function GroupCard({ group }: { group: UserGroup }) {
  const rename = useRenameGroup()
  const remove = useDeleteGroup()
  const add = useAddMember()
  const removeMember = useRemoveMember()
  const [editing, setEditing] = useState(false)
  const [name, setName] = useState(group.name)
  const [phone, setPhone] = useState('')
  const [phoneError, setPhoneError] = useState<string | null>(null)
  const [deleting, setDeleting] = useState(false)

  const addMember = async (event: FormEvent) => {
    event.preventDefault()
    const mobile = normalizeMobile(phone)
    if (!mobile) return setPhoneError(PHONE_RULE)
    try {
      await add.mutateAsync({ groupId: group.id, phone: mobile })
      setPhone('')
      toast({ title: 'مشتری به گروه افزوده شد', variant: 'success' })
    } catch (error) {
      // 404: no customer of the store has this number, said on the field.
      setPhoneError(messageOf(error))
    }
  }

  const saveName = async (event: FormEvent) => {
    event.preventDefault()
    if (name.trim().length < 2) return
    await rename.mutateAsync({ id: group.id, name: name.trim() })
    setEditing(false)
  }

  return (
    <Card.Root>
      <Card.Header>
        {editing ? (
          <form className={inlineFormClass} onSubmit={saveName}>
            <Field.Root>
              <Field.Label>نام گروه</Field.Label>
              <Field.Input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
            </Field.Root>
            <Button type="submit" size="sm" disabled={rename.isPending}>
              ذخیره نام
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
              انصراف
            </Button>
          </form>
        ) : (
          <div className={rowClass}>
            <Card.Title>{group.name}</Card.Title>
            <span className={actionsClass}>
              <span className={mutedClass}>{`${formatNumber(group.user_count)} عضو`}</span>
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                تغییر نام
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setDeleting(true)} aria-label={`حذف گروه ${group.name}`}>
                حذف
              </Button>
            </span>
          </div>
        )}
      </Card.Header>
      <Card.Body>
        <form className={inlineFormClass} onSubmit={addMember} noValidate>
          <Field.Root invalid={Boolean(phoneError)}>
            <Field.Label>{`افزودن مشتری به «${group.name}» با شماره موبایل`}</Field.Label>
            <Field.Input
              value={phone}
              inputMode="tel"
              dir="ltr"
              placeholder="۰۹۱۲۱۲۳۴۵۶۷"
              maxLength={16}
              onChange={(e) => {
                setPhone(e.target.value)
                setPhoneError(null)
              }}
            />
            {phoneError ? (
              <Field.ErrorText>{phoneError}</Field.ErrorText>
            ) : (
              <Field.HelperText>تنها مشتریانی که از فروشگاه‌های شما خرید کرده‌اند افزوده می‌شوند.</Field.HelperText>
            )}
          </Field.Root>
          <Button type="submit" variant="outline" disabled={add.isPending}>
            افزودن عضو
          </Button>
        </form>
        {group.users.length ? (
          <ul className={listClass} aria-label={`اعضای ${group.name}`}>
            {group.users.map((u) => (
              <li key={u.id} className={rowClass}>
                <span>
                  {u.name ?? 'بی‌نام'}{' '}
                  <span className={mutedClass}>
                    <PhoneText value={u.phone} />
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`برداشتن ${u.name ?? toPersianDigits(u.phone)} از گروه`}
                  disabled={removeMember.isPending}
                  onClick={() => removeMember.mutate({ groupId: group.id, userId: u.id })}
                >
                  برداشتن
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={mutedClass}>این گروه هنوز عضوی ندارد.</p>
        )}
      </Card.Body>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`حذف گروه «${group.name}»`}
        description="تخفیف‌هایی که به این گروه محدود بودند دیگر این محدودیت را ندارند."
        confirmLabel="حذف گروه"
        destructive
        onConfirm={() => remove.mutateAsync(group.id)}
      />
    </Card.Root>
  )
}
