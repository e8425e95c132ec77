import { x as typedDigits } from "./fa-B46h81DH.js";
import { a as isKnownPlace, n as canonicalCity, r as canonicalProvince } from "./iran-places-BNcrp2vV.js";
import { t as normalizeMobile } from "./phone-yD6JMbxC.js";
import { t as cleanText } from "./text-Dg7pP3m7.js";
import * as v from "valibot";
var M = {
	nameRequired: "نام و نام خانوادگی گیرنده را وارد کنید",
	nameShort: "نام گیرنده باید دست‌کم ۲ حرف باشد",
	nameLong: "نام گیرنده حداکثر ۱۰۰ حرف است",
	mobileRequired: "شماره موبایل گیرنده را وارد کنید",
	mobileInvalid: "شماره موبایل معتبر نیست؛ مثلا ۰۹۱۲۱۲۳۴۵۶۷",
	postalRequired: "کد پستی را وارد کنید",
	postalInvalid: "کد پستی باید ۱۰ رقم باشد",
	provinceRequired: "استان را انتخاب کنید",
	provinceUnknown: "استان انتخاب‌شده معتبر نیست",
	cityRequired: "شهر را انتخاب کنید",
	cityUnknown: "شهر انتخاب‌شده در این استان نیست",
	lineRequired: "نشانی را وارد کنید",
	lineShort: "نشانی باید دست‌کم ۵ حرف باشد",
	lineLong: "نشانی حداکثر ۵۰۰ حرف است",
	plaqueLong: "پلاک حداکثر ۲۰ نویسه است",
	unitLong: "واحد حداکثر ۲۰ نویسه است",
	titleLong: "عنوان حداکثر ۵۰ نویسه است",
	coordinate: "موقعیت روی نقشه معتبر نیست",
	tooMany: "حداکثر ۲۰ نشانی می‌توانید ثبت کنید؛ برای افزودن، یکی از نشانی‌های قبلی را حذف کنید"
};
function requiredText(required, min, short, max, long) {
	return v.pipe(v.string(required), v.transform(cleanText), v.nonEmpty(required), v.minLength(min, short), v.maxLength(max, long));
}
/** Optional text: missing, null or blank becomes null. */
function optionalText(max, long) {
	return v.pipe(v.optional(v.nullable(v.string()), null), v.transform((value) => value == null ? null : cleanText(value) || null), v.nullable(v.pipe(v.string(), v.maxLength(max, long))));
}
function coordinate(limit) {
	return v.optional(v.nullable(v.pipe(v.number(M.coordinate), v.minValue(-limit, M.coordinate), v.maxValue(limit, M.coordinate))), null);
}
var receiverNameSchema = requiredText(M.nameRequired, 2, M.nameShort, 100, M.nameLong);
var addressLineSchema = requiredText(M.lineRequired, 5, M.lineShort, 500, M.lineLong);
var mobileSchema = v.pipe(v.string(M.mobileRequired), v.transform(typedDigits), v.nonEmpty(M.mobileRequired), v.rawTransform(({ dataset, addIssue, NEVER }) => {
	const mobile = normalizeMobile(dataset.value);
	if (mobile) return mobile;
	addIssue({ message: M.mobileInvalid });
	return NEVER;
}));
var postalCodeSchema = v.pipe(v.string(M.postalRequired), v.transform(typedDigits), v.nonEmpty(M.postalRequired), v.regex(/^\d{10}$/, M.postalInvalid));
var provinceSchema = v.pipe(v.string(M.provinceRequired), v.trim(), v.nonEmpty(M.provinceRequired), v.rawTransform(({ dataset, addIssue, NEVER }) => {
	const province = canonicalProvince(dataset.value);
	if (province) return province;
	addIssue({ message: M.provinceUnknown });
	return NEVER;
}));
var citySchema = v.pipe(v.string(M.cityRequired), v.trim(), v.nonEmpty(M.cityRequired));
/**
* One address, from the form (strings, blanks for the optional fields) or from an API body
* (null for them). The output is the API body: Latin digits, '09xxxxxxxxx', the list's spelling
* of the province and city, blanks as null.
*/
var addressSchema = v.pipe(v.object({
	title: optionalText(50, M.titleLong),
	receiver_name: receiverNameSchema,
	receiver_phone: mobileSchema,
	province: provinceSchema,
	city: citySchema,
	address_line: addressLineSchema,
	plaque: optionalText(20, M.plaqueLong),
	unit: optionalText(20, M.unitLong),
	postal_code: postalCodeSchema,
	latitude: coordinate(90),
	longitude: coordinate(180),
	is_default: v.optional(v.boolean())
}), v.forward(v.partialCheck([["province"], ["city"]], (a) => isKnownPlace(a.province, a.city), M.cityUnknown), ["city"]), v.transform((a) => ({
	...a,
	city: canonicalCity(a.province, a.city) ?? a.city
})));
/** Form input (or an API body) → the API body with Latin digits, or the Persian message of each bad field. */
function normalizeAddress(input) {
	const result = v.safeParse(addressSchema, input);
	if (result.success) return {
		success: true,
		body: result.output
	};
	const errors = {};
	for (const issue of result.issues) {
		const field = issue.path?.[0]?.key;
		if (field && !errors[field]) errors[field] = issue.message;
	}
	return {
		success: false,
		errors,
		message: result.issues[0].message
	};
}
export { receiverNameSchema as a, postalCodeSchema as i, mobileSchema as n, normalizeAddress as r, addressLineSchema as t };

//# sourceMappingURL=address-DavMV2U2.js.map