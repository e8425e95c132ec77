import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import {
  type DiscountCode,
  discountCodesQueryOptions,
  useCreateCode,
  useDeleteCode,
  useGenerateCodes,
  useUpdateCode,
} from '#api/discounts'
import { errorDetail } from '#lib/errors'
import { formatNumber } from '#lib/fa'
import { toast } from '#lib/toast'
import { Badge } from '#ui/badge'
import { Button } from '#ui/button'
import { EmptyState } from '#ui/empty-state'
import { ErrorState } from '#ui/error-state'
import * as Field from '#ui/field'
import { NumberInput } from '#ui/panel/number-input'
import { Loading } from '#ui/spinner'
import {
  actionsClass,
  codeTextClass,
  inlineFormClass,
  legendClass,
  listClass,
  mutedClass,
  rowClass,
  sectionClass,
} from './discount-styles'

const CODE_RULE = 'کد باید ۳ تا ۳۲ حرف لاتین یا رقم باشد'
const messageOf = (error: unknown) => errorDetail(error) ?? 'ارتباط با سرور برقرار نشد؛ دوباره تلاش کنید'

function useLimits() {
  const [usage, setUsage] = useState<number | null>(null)
  const [perUser, setPerUser] = useState<number | null>(1)
  return { usage, setUsage, perUser, setPerUser }
}

/** A discount's codes: one typed code, or a batch of N random ones; limits, on/off and uses of each. */
export function DiscountCodes({ discountId, requiresCode }: { discountId: number; requiresCode: boolean }) {
  const query = useQuery(discountCodesQueryOptions(discountId))
  const create = useCreateCode()
  const generate = useGenerateCodes()
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)
  const [count, setCount] = useState<number | null>(10)
  const [prefix, setPrefix] = useState('')
  const limits = useLimits()

  const addOne = async (event: FormEvent) => {
    event.preventDefault()
    const typed = code.trim()
    if (!/^[A-Za-z0-9۰-۹٠-٩]{3,32}$/.test(typed)) return setCodeError(CODE_RULE)
    try {
      await create.mutateAsync({
        discount_id: discountId,
        code: typed,
        usage_limit: limits.usage,
        per_user_limit: limits.perUser,
        is_active: true,
      })
      setCode('')
      toast({ title: 'کد تخفیف ساخته شد', variant: 'success' })
    } catch (error) {
      setCodeError(messageOf(error))
    }
  }

  const addBatch = async (event: FormEvent) => {
    event.preventDefault()
    if (!count || count < 1) return
    try {
      const made = await generate.mutateAsync({
        discount_id: discountId,
        count: Math.min(count, 500),
        prefix: prefix.trim(),
        usage_limit: limits.usage ?? 1,
        per_user_limit: limits.perUser,
        is_active: true,
      })
      toast({ title: `${formatNumber(made.items.length)} کد تخفیف ساخته شد`, variant: 'success' })
    } catch (error) {
      toast({ title: messageOf(error), variant: 'error' })
    }
  }

  return (
    <section className={sectionClass} aria-labelledby="codes-title">
      <h2 id="codes-title" className={legendClass}>
        کدهای تخفیف
      </h2>
      {!requiresCode ? (
        <p className={mutedClass}>
          این تخفیف خودکار است؛ کدها هم آن را در سبد خرید اعمال می‌کنند. برای تخفیفِ فقط با کد، «فقط با کد تخفیف اعمال
          شود» را روشن کنید.
        </p>
      ) : null}
      <div className={inlineFormClass}>
        <Field.Root>
          <Field.Label>سقف استفاده از هر کد</Field.Label>
          <NumberInput
            value={limits.usage}
            emptyAs={null}
            min={1}
            onValueChange={limits.setUsage}
            placeholder="نامحدود"
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>سقف استفاده هر مشتری</Field.Label>
          <NumberInput
            value={limits.perUser}
            emptyAs={null}
            min={1}
            onValueChange={limits.setPerUser}
            placeholder="نامحدود"
          />
        </Field.Root>
      </div>
      <form className={inlineFormClass} onSubmit={addOne} noValidate>
        <Field.Root invalid={Boolean(codeError)}>
          <Field.Label>کد تازه</Field.Label>
          <Field.Input
            value={code}
            dir="ltr"
            maxLength={32}
            placeholder="YALDA1405"
            onChange={(e) => {
              setCode(e.target.value)
              setCodeError(null)
            }}
          />
          {codeError ? <Field.ErrorText>{codeError}</Field.ErrorText> : null}
        </Field.Root>
        <Button type="submit" variant="outline" disabled={create.isPending}>
          افزودن کد
        </Button>
      </form>
      <form className={inlineFormClass} onSubmit={addBatch} noValidate>
        <Field.Root>
          <Field.Label>تعداد کد تصادفی</Field.Label>
          <NumberInput value={count} emptyAs={null} min={1} max={500} onValueChange={setCount} />
        </Field.Root>
        <Field.Root>
          <Field.Label>پیشوند (اختیاری)</Field.Label>
          <Field.Input value={prefix} dir="ltr" maxLength={12} onChange={(e) => setPrefix(e.target.value)} />
        </Field.Root>
        <Button type="submit" variant="outline" disabled={generate.isPending}>
          ساخت کدهای تصادفی
        </Button>
      </form>
      {query.isPending ? (
        <Loading />
      ) : query.error ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title="کدی ساخته نشده است" description="یک کد بنویسید یا چند کد تصادفی بسازید." />
      ) : (
        <>
          <p className={mutedClass}>{`${formatNumber(query.data.total)} کد`}</p>
          <ul className={listClass} aria-label="کدهای تخفیف">
            {query.data.items.map((c) => (
              <CodeRow key={c.id} code={c} />
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

function CodeRow({ code }: { code: DiscountCode }) {
  const update = useUpdateCode()
  const remove = useDeleteCode()
  const uses =
    code.usage_limit === null
      ? `${formatNumber(code.used_count)} بار استفاده`
      : `${formatNumber(code.used_count)} از ${formatNumber(code.usage_limit)} بار`
  return (
    <li className={rowClass}>
      <span className={actionsClass}>
        <span className={codeTextClass}>{code.code}</span>
        {code.is_active ? <Badge variant="success">فعال</Badge> : <Badge variant="neutral">غیرفعال</Badge>}
      </span>
      <span className={actionsClass}>
        <span className={mutedClass}>{uses}</span>
        <span className={mutedClass}>
          {code.per_user_limit === null ? 'هر مشتری: نامحدود' : `هر مشتری: ${formatNumber(code.per_user_limit)} بار`}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: code.id, body: { is_active: !code.is_active } })}
        >
          {code.is_active ? 'غیرفعال کردن' : 'فعال کردن'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`حذف کد ${code.code}`}
          disabled={remove.isPending}
          onClick={() => remove.mutate(code.id)}
        >
          حذف
        </Button>
      </span>
    </li>
  )
}
