import * as v from 'valibot'
import { toPersianDigits } from '#lib/fa'
import { accountNameSchema, refundShebaSchema } from '#lib/form-schemas'
import { RETURN_TEXT_MAX } from '#sdk/rules/returns'

// The contract's ReturnInput limits, in the words a buyer reads; the server checks them again and
// its refusal (more than bought, the window passed) is shown as it words it.
const text = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(RETURN_TEXT_MAX, `توضیح حداکثر ${toPersianDigits(RETURN_TEXT_MAX)} نویسه است`),
)

/** The form's fields; the Sheba and its holder only when the refund cannot go back by the gateway. */
export function returnSchema(needsSheba: boolean) {
  return v.object({
    reason: v.pipe(v.string(), v.nonEmpty('دلیل مرجوعی را انتخاب کنید')),
    description: text,
    sheba: needsSheba ? refundShebaSchema : v.string(),
    account_name: needsSheba ? accountNameSchema : v.string(),
  })
}
