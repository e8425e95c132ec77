import { t as normalizeMobile } from "./phone-yD6JMbxC.js";
import { o as normalizeOtpCode } from "./fa-B46h81DH.js";
import * as v from "valibot";
// src/lib/form-schemas.ts
var phoneSchema = v.pipe(v.string(), v.trim(), v.nonEmpty("شماره موبایل را وارد کنید"), v.transform((value) => normalizeMobile(value) ?? ""), v.nonEmpty("شماره موبایل معتبر نیست؛ مثلا ۰۹۱۲۱۲۳۴۵۶۷"));
var otpCodeSchema = v.pipe(v.string(), v.transform(normalizeOtpCode), v.nonEmpty("کد تأیید را وارد کنید"), v.length(6, "کد تأیید ۶ رقم است"));
var nameSchema = v.pipe(v.string(), v.trim(), v.nonEmpty("نام و نام خانوادگی را وارد کنید"), v.minLength(2, "نام باید دست‌کم ۲ حرف باشد"), v.maxLength(100, "نام حداکثر ۱۰۰ حرف است"));
var passwordSchema = v.pipe(v.string(), v.nonEmpty("رمز عبور را وارد کنید"), v.maxLength(128));
/** The first Persian message for a value, or null when it is valid. */
function validationMessage(schema, value) {
	const result = v.safeParse(schema, value);
	return result.success ? null : result.issues[0].message;
}
export { validationMessage as a, phoneSchema as i, otpCodeSchema as n, passwordSchema as r, nameSchema as t };

//# sourceMappingURL=form-schemas-BPD7IF1x.js.map