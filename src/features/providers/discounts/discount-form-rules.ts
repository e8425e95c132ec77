import * as v from 'valibot'
import type { Discount, DiscountCreate } from '#api/discounts'
import { dayCloseTimestamp, dayStartTimestamp, lastDayOf, tehranDate } from '#lib/jalali'

const optionalCount = v.nullable(v.number())

export const discountFormSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.minLength(2, 'نام تخفیف دست‌کم ۲ حرف است'), v.maxLength(100)),
    type: v.picklist(['percentage', 'fixed']),
    value: v.pipe(
      v.nullable(v.number()),
      v.check((x) => x !== null && x >= 1, 'مقدار تخفیف را وارد کنید'),
    ),
    max_amount: optionalCount,
    starts: v.string(),
    ends: v.string(),
    min_cart_total: optionalCount,
    usage_limit: optionalCount,
    requires_code: v.boolean(),
    is_active: v.boolean(),
  }),
  v.forward(
    v.check((f) => f.type !== 'percentage' || (f.value ?? 0) <= 100, 'درصد تخفیف باید بین ۱ تا ۱۰۰ باشد'),
    ['value'],
  ),
  v.forward(
    v.check((f) => !f.starts || !f.ends || f.ends >= f.starts, 'پایان تخفیف باید پس از شروع آن باشد'),
    ['ends'],
  ),
)

export type DiscountFormInput = v.InferInput<typeof discountFormSchema>
export type DiscountFormOutput = v.InferOutput<typeof discountFormSchema>

export function discountFormValues(d?: Discount): DiscountFormInput {
  return {
    name: d?.name ?? '',
    type: d?.type ?? 'percentage',
    value: d?.value ?? null,
    max_amount: d?.max_amount ?? null,
    starts: d?.starts_at ? tehranDate(d.starts_at) : '',
    ends: d?.ends_at ? lastDayOf(d.ends_at) : '',
    min_cart_total: d?.min_cart_total || null,
    usage_limit: d?.usage_limit ?? null,
    requires_code: d?.requires_code ?? false,
    is_active: d?.is_active ?? true,
  }
}

/** The body the API takes: days as the Tehran day's start and the end day's last moment. */
export function discountBody(f: DiscountFormOutput): Omit<DiscountCreate, 'store_id'> {
  return {
    name: f.name,
    type: f.type,
    value: f.value as number,
    max_amount: f.type === 'percentage' ? f.max_amount || null : null,
    starts_at: f.starts ? dayStartTimestamp(f.starts) : null,
    ends_at: f.ends ? dayCloseTimestamp(f.ends) : null,
    min_cart_total: f.min_cart_total ?? 0,
    usage_limit: f.usage_limit || null,
    requires_code: f.requires_code,
    is_active: f.is_active,
  }
}
