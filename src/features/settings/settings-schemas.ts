import * as v from 'valibot'

// The password rules of PasswordChange (8-128 characters, a letter and a digit), in Persian.

const newPassword = v.pipe(
  v.string(),
  v.nonEmpty('رمز عبور جدید را وارد کنید'),
  v.minLength(8, 'رمز عبور دست‌کم ۸ نویسه است'),
  v.maxLength(128, 'رمز عبور حداکثر ۱۲۸ نویسه است'),
  v.regex(/\p{L}/u, 'رمز عبور باید دست‌کم یک حرف داشته باشد'),
  v.regex(/[0-9۰-۹٠-٩]/, 'رمز عبور باید دست‌کم یک رقم داشته باشد'),
)

const MISMATCH = 'تکرار رمز عبور با رمز عبور جدید یکسان نیست'

/** Changing a password that is set: the current one is needed. */
export const changePasswordSchema = v.pipe(
  v.object({
    current_password: v.pipe(v.string(), v.nonEmpty('رمز عبور فعلی را وارد کنید'), v.maxLength(128)),
    new_password: newPassword,
    confirm: v.string(),
  }),
  v.forward(
    v.partialCheck([['new_password'], ['confirm']], (input) => input.new_password === input.confirm, MISMATCH),
    ['confirm'],
  ),
)

/** Setting a first password (accounts made with a one-time code). */
export const setPasswordSchema = v.pipe(
  v.object({ new_password: newPassword, confirm: v.string() }),
  v.forward(
    v.partialCheck([['new_password'], ['confirm']], (input) => input.new_password === input.confirm, MISMATCH),
    ['confirm'],
  ),
)

export type PasswordFields = 'current_password' | 'new_password' | 'confirm'

/** The first Persian message per field, or none when the values are valid. */
export function fieldErrors(
  schema: typeof changePasswordSchema | typeof setPasswordSchema,
  values: Record<PasswordFields, string>,
): Partial<Record<PasswordFields, string>> {
  const result = v.safeParse(schema, values)
  if (result.success) return {}
  const nested = v.flatten<typeof schema>(result.issues).nested ?? {}
  return Object.fromEntries(
    Object.entries(nested).flatMap(([field, messages]) => (messages?.length ? [[field, messages[0]]] : [])),
  )
}
