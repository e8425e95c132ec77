import * as v from 'valibot'

// Checkout form rules with Persian messages (OrderCreate: discount_code 3-32, note up to 500).

export const NOTE_MAX_LENGTH = 500

export const discountCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('کد تخفیف را وارد کنید'),
  v.minLength(3, 'کد تخفیف دست‌کم ۳ نویسه است'),
  v.maxLength(32, 'کد تخفیف حداکثر ۳۲ نویسه است'),
)

export const noteSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(NOTE_MAX_LENGTH, 'توضیحات سفارش حداکثر ۵۰۰ نویسه است'),
)
