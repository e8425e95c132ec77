import "./css-BNi8J5P3.js";
import { a as isKnownPlace, i as citiesOf, t as PROVINCES } from "./iran-places-BNcrp2vV.js";
import { n as uploadImage, t as ImageUploader } from "./image-uploader-B163vCYC.js";
import { t as useApiForm } from "./use-api-form-X9a_rKFE.js";
import { t as PlaceFields } from "./place-fields-9caDSZyl.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { o as Textarea, r as Input, s as field } from "./field-DXW4QFjt.js";
import { a as pairClass, i as optional, n as legendClass, o as sectionClass, r as numberClass, t as TextField } from "./store-form-parts-BmkIvrOt.js";
import { b as toPersianDigits, x as typedDigits, y as toLatinDigits } from "./fa-B46h81DH.js";
import { t as normalizeMobile } from "./phone-yD6JMbxC.js";
import { a as shippingMethodLabel } from "./stores-CA1jN-Ll.js";
import { t as NumberInput } from "./number-input-C6ImeEwP.js";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import * as v from "valibot";
import { Field } from "@ark-ui/react/field";
import { verifyIranianLegalId, verifyIranianNationalId } from "@persian-tools/persian-tools";
// sdk/rules/profile.ts
/** A national code in any digit script (spaces and dashes allowed) as 10 Latin digits with a valid check digit, or null. */
function normalizeNationalCode(value) {
	const digits = toLatinDigits(value).replace(/[\s-]/g, "");
	return /^\d{10}$/.test(digits) && verifyIranianNationalId(digits) ? digits : null;
}
// sdk/rules/identity.ts
var IDENTITY_MESSAGES = {
	nationalCodeInvalid: "کد ملی معتبر نیست",
	shebaInvalid: "شماره شبا معتبر نیست؛ IR و ۲۴ رقم، مثلا IR820540102680020817909002",
	companyIdInvalid: "شناسه ملی شرکت معتبر نیست؛ ۱۱ رقم",
	registrationInvalid: "شماره ثبت شرکت باید ۱ تا ۱۲ رقم باشد",
	postalInvalid: "کد پستی باید ۱۰ رقم باشد",
	phoneInvalid: "شماره تماس معتبر نیست؛ موبایل یا تلفن ثابت با کد شهر، مثلا ۰۲۱۸۸۷۷۶۶۵۵",
	slugInvalid: "نامک فقط حروف کوچک انگلیسی، رقم و خط تیره دارد؛ ۳ تا ۶۰ نویسه"
};
/**
* ISO 7064 mod 97-10 over an IBAN: the country code and check digits move to the end, letters
* become two-digit numbers (A=10 … Z=35), and the whole number modulo 97 must be 1.
*/
function ibanChecksumValid(iban) {
	const moved = iban.slice(4) + iban.slice(0, 4);
	let rest = 0;
	for (const ch of moved) {
		const value = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
		for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
	}
	return rest === 1;
}
/** A Sheba in any case and digit script, spaces and dashes ignored, as 'IR' + 24 digits with valid check digits, or null. */
function normalizeSheba(value) {
	const sheba = typedDigits(value).toUpperCase();
	const full = /^\d{24}$/.test(sheba) ? `IR${sheba}` : sheba;
	return /^IR\d{24}$/.test(full) && ibanChecksumValid(full) ? full : null;
}
/** A company's 11-digit national id (شناسه ملی) with its check digit, as Latin digits, or null. */
function normalizeCompanyNationalId(value) {
	const digits = typedDigits(value);
	return /^\d{11}$/.test(digits) && verifyIranianLegalId(digits) === true ? digits : null;
}
/** A company registration number: 1 to 12 digits, as Latin digits, or null. */
function normalizeRegistrationNumber(value) {
	const digits = typedDigits(value);
	return /^\d{1,12}$/.test(digits) ? digits : null;
}
/** A 10-digit postal code (one dash allowed) as Latin digits, or null. Postal codes never start with 0. */
function normalizeStorePostalCode(value) {
	const digits = typedDigits(value);
	return /^[1-9]\d{9}$/.test(digits) ? digits : null;
}
/**
* A store's contact number: a mobile ('09…') or a landline with its area code ('0' + 10 digits,
* e.g. 021…), as Latin digits, or null.
*/
function normalizeStorePhone(value) {
	const mobile = normalizeMobile(value);
	if (mobile) return mobile;
	const digits = typedDigits(value).replace(/^(?:\+98|0098)/, "0");
	return /^0[1-8]\d{9}$/.test(digits) ? digits : null;
}
var SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A slug as the storefront's /store/{slug} takes it: lower-case Latin letters, digits and single dashes, 3–60 long. */
function normalizeSlug(value) {
	const slug = value.trim().toLowerCase();
	return slug.length >= 3 && slug.length <= 60 && SLUG.test(slug) ? slug : null;
}
// sdk/rules/store-fields.ts
var STORE_MESSAGES = {
	...IDENTITY_MESSAGES,
	provinceUnknown: "استان انتخاب‌شده معتبر نیست",
	cityUnknown: "شهر انتخاب‌شده در این استان نیست",
	nameShort: "نام فروشگاه باید دست‌کم ۲ حرف باشد",
	companyNameShort: "نام شرکت باید دست‌کم ۲ حرف باشد",
	addressShort: "نشانی باید دست‌کم ۵ حرف باشد",
	emailInvalid: "نشانی ایمیل معتبر نیست",
	shippingDuplicate: "هر روش ارسال را یک بار وارد کنید",
	shippingDays: "کمترین زمان ارسال از بیشترین آن بیشتر است",
	courierCity: "برای ارسال با پیک، شهر پیک را وارد کنید"
};
IDENTITY_MESSAGES.slugInvalid, IDENTITY_MESSAGES.phoneInvalid, IDENTITY_MESSAGES.postalInvalid, IDENTITY_MESSAGES.shebaInvalid, IDENTITY_MESSAGES.nationalCodeInvalid, IDENTITY_MESSAGES.companyIdInvalid, IDENTITY_MESSAGES.registrationInvalid;
// src/features/providers/stores/store-form-rules.ts
/** A required field normalised by a shared rule: its «… را وارد کنید» when empty, the rule's message when wrong. */
function normalized(required, normalize, invalid) {
	return v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.rawTransform(({ dataset, addIssue, NEVER }) => {
		const value = normalize(dataset.value);
		if (value !== null) return value;
		addIssue({ message: invalid });
		return NEVER;
	}));
}
function text(required, min, max, short, long) {
	return v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.minLength(min, short), v.maxLength(max, long));
}
var companyName = (x) => x.trim().length >= 2 && x.trim().length <= 200 ? x.trim() : null;
/** Identity fields of one kind only: the other kind's fields are neither checked nor sent. */
var identityRules = [
	[
		"individual",
		"national_code",
		"کد ملی را وارد کنید",
		normalizeNationalCode,
		IDENTITY_MESSAGES.nationalCodeInvalid
	],
	[
		"legal_entity",
		"company_name",
		"نام شرکت را وارد کنید",
		companyName,
		STORE_MESSAGES.companyNameShort
	],
	[
		"legal_entity",
		"company_national_id",
		"شناسه ملی شرکت را وارد کنید",
		normalizeCompanyNationalId,
		IDENTITY_MESSAGES.companyIdInvalid
	],
	[
		"legal_entity",
		"registration_number",
		"شماره ثبت را وارد کنید",
		normalizeRegistrationNumber,
		IDENTITY_MESSAGES.registrationInvalid
	]
];
function pass(selection, kind, field, ok) {
	const s = selection;
	return s.kind !== kind || ok((s[field] ?? "").trim());
}
function identityChecks() {
	return identityRules.flatMap(([kind, field, required, normalize, invalid]) => [v.forward(v.partialCheck([["kind"], [field]], (s) => pass(s, kind, field, (x) => x !== ""), required), [field]), v.forward(v.partialCheck([["kind"], [field]], (s) => pass(s, kind, field, (x) => x === "" || normalize(x) !== null), invalid), [field])]);
}
var methodSchema = v.pipe(v.object({
	method: v.picklist([
		"post_pishtaz",
		"tipax",
		"courier"
	]),
	enabled: v.boolean(),
	fee: v.pipe(v.number(), v.minValue(0, "هزینه ارسال منفی نمی‌شود")),
	estimated_days_min: v.pipe(v.number(), v.integer(), v.minValue(0, "زمان ارسال منفی نمی‌شود")),
	estimated_days_max: v.pipe(v.number(), v.integer(), v.maxValue(60, "زمان ارسال حداکثر ۶۰ روز است"))
}), v.forward(v.check((m) => m.estimated_days_max >= m.estimated_days_min, STORE_MESSAGES.shippingDays), ["estimated_days_max"]));
var shippingSchema = v.pipe(v.object({
	methods: v.array(methodSchema),
	cod_allowed: v.boolean(),
	courier_city: v.pipe(v.string(), v.transform((value) => value || null))
}), v.check((s) => s.methods.some((m) => m.enabled), "دست‌کم یک روش ارسال را فعال کنید"), v.forward(v.check((s) => !s.methods.some((m) => m.method === "courier" && m.enabled) || Boolean(s.courier_city), STORE_MESSAGES.courierCity), ["courier_city"]));
var fields = v.object({
	kind: v.picklist(["individual", "legal_entity"]),
	name: text("نام فروشگاه را وارد کنید", 2, 100, STORE_MESSAGES.nameShort, "نام فروشگاه حداکثر ۱۰۰ حرف است"),
	slug: v.pipe(v.string(), v.trim(), v.rawTransform(({ dataset, addIssue, NEVER }) => {
		if (dataset.value === "") return "";
		const slug = normalizeSlug(dataset.value);
		if (slug) return slug;
		addIssue({ message: IDENTITY_MESSAGES.slugInvalid });
		return NEVER;
	})),
	description: v.pipe(v.string(), v.trim(), v.maxLength(1e3, "توضیحات حداکثر ۱۰۰۰ حرف است")),
	logo_url: v.string(),
	banner_url: v.string(),
	phone: normalized("شماره تماس را وارد کنید", normalizeStorePhone, IDENTITY_MESSAGES.phoneInvalid),
	email: v.pipe(v.string(), v.trim(), v.check((value) => value === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), STORE_MESSAGES.emailInvalid)),
	province: v.pipe(v.string(), v.nonEmpty("استان را انتخاب کنید")),
	city: v.pipe(v.string(), v.nonEmpty("شهر را انتخاب کنید")),
	address: text("نشانی را وارد کنید", 5, 500, STORE_MESSAGES.addressShort, "نشانی حداکثر ۵۰۰ حرف است"),
	postal_code: normalized("کد پستی را وارد کنید", normalizeStorePostalCode, IDENTITY_MESSAGES.postalInvalid),
	sheba: normalized("شماره شبا را وارد کنید", normalizeSheba, IDENTITY_MESSAGES.shebaInvalid),
	shipping: shippingSchema,
	national_code: v.string(),
	company_name: v.string(),
	company_national_id: v.string(),
	registration_number: v.string()
});
/** The form: an individual's store (national code) or a legal entity's (company name, id and registration number). */
var storeFormSchema = v.pipe(fields, ...identityChecks());
// src/features/providers/stores/store-form-values.ts
/** Every method has a row in the form; a store's own settings fill theirs, the rest start off. */
var DEFAULT_METHODS = [
	{
		method: "post_pishtaz",
		enabled: true,
		fee: 0,
		estimated_days_min: 2,
		estimated_days_max: 4
	},
	{
		method: "tipax",
		enabled: false,
		fee: 0,
		estimated_days_min: 1,
		estimated_days_max: 3
	},
	{
		method: "courier",
		enabled: false,
		fee: 0,
		estimated_days_min: 0,
		estimated_days_max: 1
	}
];
/** Stored numbers are Latin digits; the form shows them in Persian (the rules take either). */
var shown = (value) => value ? toPersianDigits(value) : "";
/** The form's values: empty for a new store, else the store's. */
function storeFormValues(store, kind = "individual") {
	const methods = DEFAULT_METHODS.map((fallback) => {
		const own = store?.shipping.methods.find((m) => m.method === fallback.method);
		return own ? { ...own } : {
			...fallback,
			enabled: store ? false : fallback.enabled
		};
	});
	return {
		kind: store?.kind ?? kind,
		name: store?.name ?? "",
		slug: store?.slug ?? "",
		description: store?.description ?? "",
		logo_url: store?.logo_url ?? "",
		banner_url: store?.banner_url ?? "",
		phone: shown(store?.phone),
		email: store?.email ?? "",
		province: store?.province ?? "",
		city: store?.city ?? "",
		address: store?.address ?? "",
		postal_code: shown(store?.postal_code),
		sheba: store?.sheba ?? "",
		national_code: shown(store?.national_code),
		company_name: store?.company_name ?? "",
		company_national_id: shown(store?.company_national_id),
		registration_number: shown(store?.registration_number),
		shipping: {
			methods,
			cod_allowed: store?.shipping.cod_allowed ?? false,
			courier_city: store?.shipping.courier_city ?? ""
		}
	};
}
/** The identity fields of the store's kind, normalised by the shared rules (the form checked them). */
function identityOf(values) {
	const out = {};
	for (const [kind, field, , normalize] of identityRules) if (kind === values.kind) out[field] = normalize(values[field]) ?? values[field].trim();
	return out;
}
var orUndefined = (value) => value || void 0;
/** POST body: optional fields left empty are not sent (the server makes the slug from the name). */
function createBody(values) {
	return {
		kind: values.kind,
		name: values.name,
		slug: orUndefined(values.slug),
		description: orUndefined(values.description),
		logo_url: orUndefined(values.logo_url),
		banner_url: orUndefined(values.banner_url),
		phone: values.phone,
		email: orUndefined(values.email),
		province: values.province,
		city: values.city,
		address: values.address,
		postal_code: values.postal_code,
		sheba: values.sheba,
		shipping: values.shipping,
		...identityOf(values)
	};
}
/** PUT body: a cleared optional field is sent as null (removed). */
function updateBody(values) {
	const orNull = (value) => value || null;
	return {
		name: values.name,
		...values.slug ? { slug: values.slug } : {},
		description: orNull(values.description),
		logo_url: orNull(values.logo_url),
		banner_url: orNull(values.banner_url),
		phone: values.phone,
		email: orNull(values.email),
		province: values.province,
		city: values.city,
		address: values.address,
		postal_code: values.postal_code,
		sheba: values.sheba,
		shipping: values.shipping,
		...identityOf(values)
	};
}
/** Whether a save changes the fields an admin verified (spec: the store then goes back to review). */
function changesIdentity(store, values) {
	const identity = {
		sheba: values.sheba,
		...identityOf(values)
	};
	return Object.entries(identity).some(([field, value]) => (store[field] ?? "") !== value);
}
// src/features/providers/stores/store-identity-fields.tsx
var kinds = [{
	kind: "individual",
	label: "شخص حقیقی",
	hint: "با کد ملی"
}, {
	kind: "legal_entity",
	label: "شخص حقوقی",
	hint: "شرکت، با شناسه ملی و شماره ثبت"
}];
var kindClass = "d_flex flex-d_column gap_0.5 p_3 bd-w_1px bd-c_border.default bdr_control cursor_pointer fs_sm [&:has(input:checked)]:bd-c_accent.default [&:has(input:checked)]:bg_accent.subtle";
/** Who sells: an individual (national code) or a legal entity (company), and the Sheba payouts go to. */
function StoreIdentityFields({ values, kindLocked, setValue, blur, error }) {
	const input = (name) => ({
		value: values[name],
		onChange: (e) => setValue(name, e.target.value),
		onBlur: blur(name)
	});
	return /* @__PURE__ */ jsxs("fieldset", {
		className: sectionClass,
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: legendClass,
				children: "هویت و حساب بانکی"
			}),
			/* @__PURE__ */ jsx("div", {
				role: "radiogroup",
				"aria-label": "نوع فروشنده",
				className: pairClass,
				children: kinds.map((k) => /* @__PURE__ */ jsxs("label", {
					className: kindClass,
					children: [/* @__PURE__ */ jsxs("span", {
						className: "d_flex gap_2 ai_center fw_semibold",
						children: [/* @__PURE__ */ jsx("input", {
							type: "radio",
							name: "kind",
							value: k.kind,
							checked: values.kind === k.kind,
							disabled: kindLocked && values.kind !== k.kind,
							onChange: () => setValue("kind", k.kind)
						}), k.label]
					}), /* @__PURE__ */ jsx("span", {
						className: "c_fg.muted",
						children: k.hint
					})]
				}, k.kind))
			}),
			values.kind === "individual" ? /* @__PURE__ */ jsx(TextField, {
				label: "کد ملی",
				error: error("national_code"),
				required: true,
				children: /* @__PURE__ */ jsx(Input, {
					...input("national_code"),
					inputMode: "numeric",
					dir: "ltr",
					className: numberClass,
					maxLength: 12
				})
			}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(TextField, {
				label: "نام شرکت",
				error: error("company_name"),
				required: true,
				children: /* @__PURE__ */ jsx(Input, {
					...input("company_name"),
					maxLength: 200
				})
			}), /* @__PURE__ */ jsxs("div", {
				className: pairClass,
				children: [/* @__PURE__ */ jsx(TextField, {
					label: "شناسه ملی شرکت",
					error: error("company_national_id"),
					required: true,
					helper: "۱۱ رقمی",
					children: /* @__PURE__ */ jsx(Input, {
						...input("company_national_id"),
						inputMode: "numeric",
						dir: "ltr",
						className: numberClass
					})
				}), /* @__PURE__ */ jsx(TextField, {
					label: "شماره ثبت",
					error: error("registration_number"),
					required: true,
					children: /* @__PURE__ */ jsx(Input, {
						...input("registration_number"),
						inputMode: "numeric",
						dir: "ltr",
						className: numberClass
					})
				})]
			})] }),
			/* @__PURE__ */ jsx(TextField, {
				label: "شماره شبا",
				error: error("sheba"),
				required: true,
				helper: "IR و ۲۴ رقم؛ به نام فروشنده",
				children: /* @__PURE__ */ jsx(Input, {
					...input("sheba"),
					dir: "ltr",
					className: numberClass,
					placeholder: "IR000000000000000000000000"
				})
			})
		]
	});
}
// src/features/providers/stores/store-shipping-fields.tsx
var rowClass = "d_grid grid-tc_1fr_1fr md:grid-tc_10rem_1fr_1fr_1fr gap_3 ai_end pb_3 bd-b-w_1px bd-c_border.default";
var checkClass = "d_flex ai_center gap_2 fs_sm cursor_pointer min-h_11";
var boxClass = "w_5 h_5 ac-c_accent.default";
var selectClass = field().select;
/** Shipping: each method on or off with its fee and days, cash on delivery, the courier's city. */
function ShippingFields({ value, onChange, error }) {
	const setMethod = (index, change) => onChange({
		...value,
		methods: value.methods.map((m, i) => i === index ? {
			...m,
			...change
		} : m)
	});
	const courierOn = value.methods.some((m) => m.method === "courier" && m.enabled);
	return /* @__PURE__ */ jsxs("fieldset", {
		className: sectionClass,
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: legendClass,
				children: "ارسال"
			}),
			value.methods.map((m, i) => /* @__PURE__ */ jsxs("div", {
				className: rowClass,
				children: [
					/* @__PURE__ */ jsxs("label", {
						className: checkClass,
						children: [/* @__PURE__ */ jsx("input", {
							type: "checkbox",
							className: boxClass,
							checked: m.enabled,
							onChange: (e) => setMethod(i, { enabled: e.target.checked })
						}), shippingMethodLabel(m.method)]
					}),
					/* @__PURE__ */ jsx(TextField, {
						label: "هزینه ارسال",
						error: error(`shipping.methods.${i}.fee`),
						children: /* @__PURE__ */ jsx(NumberInput, {
							value: m.fee,
							onValueChange: (fee) => setMethod(i, { fee: fee ?? 0 }),
							min: 0,
							toman: true,
							disabled: !m.enabled
						})
					}),
					/* @__PURE__ */ jsx(TextField, {
						label: "کمترین زمان (روز)",
						error: error(`shipping.methods.${i}.estimated_days_min`),
						children: /* @__PURE__ */ jsx(NumberInput, {
							value: m.estimated_days_min,
							onValueChange: (days) => setMethod(i, { estimated_days_min: days ?? 0 }),
							min: 0,
							max: 60,
							disabled: !m.enabled
						})
					}),
					/* @__PURE__ */ jsx(TextField, {
						label: "بیشترین زمان (روز)",
						error: error(`shipping.methods.${i}.estimated_days_max`),
						children: /* @__PURE__ */ jsx(NumberInput, {
							value: m.estimated_days_max,
							onValueChange: (days) => setMethod(i, { estimated_days_max: days ?? 0 }),
							min: 0,
							max: 60,
							disabled: !m.enabled
						})
					})
				]
			}, m.method)),
			courierOn ? /* @__PURE__ */ jsx(TextField, {
				label: "شهر ارسال با پیک",
				error: error("shipping.courier_city"),
				required: true,
				children: /* @__PURE__ */ jsxs(Field.Select, {
					className: selectClass,
					value: value.courier_city,
					onChange: (e) => onChange({
						...value,
						courier_city: e.target.value
					}),
					children: [/* @__PURE__ */ jsx("option", {
						value: "",
						children: "انتخاب شهر"
					}), PROVINCES.map((p) => /* @__PURE__ */ jsx("optgroup", {
						label: p.name,
						children: citiesOf(p.name).map((city) => /* @__PURE__ */ jsx("option", {
							value: city,
							children: city
						}, city))
					}, p.name))]
				})
			}) : null,
			/* @__PURE__ */ jsxs("label", {
				className: checkClass,
				children: [/* @__PURE__ */ jsx("input", {
					type: "checkbox",
					className: boxClass,
					checked: value.cod_allowed,
					onChange: (e) => onChange({
						...value,
						cod_allowed: e.target.checked
					})
				}), "پرداخت در محل را می‌پذیرم"]
			}),
			error("shipping") ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "c_danger.default fs_sm",
				children: error("shipping")
			}) : null
		]
	});
}
// src/features/providers/stores/store-form.tsx
var formClass = "d_flex flex-d_column gap_5 max-w_3xl";
var uploadStore = (file, onProgress) => uploadImage(file, onProgress, { folder: "stores" });
var oneImage = (url) => url ? [{
	id: url,
	url
}] : [];
/**
* The store form of sign-up, «افزودن فروشگاه» and «ویرایش فروشگاه»: the store, its contact and
* place, the owner's identity (individual or legal entity) with Sheba, and shipping.
*/
function StoreForm({ store, submitLabel, onSubmit }) {
	const form = useApiForm({
		schema: storeFormSchema,
		initialValues: storeFormValues(store),
		onSubmit
	});
	const { values, setValue, error } = form;
	const text = (name) => ({
		value: values[name],
		onChange: (e) => setValue(name, e.target.value),
		onBlur: form.blur(name)
	});
	return /* @__PURE__ */ jsxs("form", {
		className: formClass,
		noValidate: true,
		onSubmit: form.handleSubmit,
		"aria-busy": form.submitting,
		children: [
			/* @__PURE__ */ jsxs("fieldset", {
				className: sectionClass,
				children: [
					/* @__PURE__ */ jsx("legend", {
						className: legendClass,
						children: "فروشگاه"
					}),
					/* @__PURE__ */ jsxs("div", {
						className: pairClass,
						children: [/* @__PURE__ */ jsx(TextField, {
							label: "نام فروشگاه",
							error: error("name"),
							required: true,
							children: /* @__PURE__ */ jsx(Input, {
								...text("name"),
								maxLength: 100
							})
						}), /* @__PURE__ */ jsx(TextField, {
							label: "نشانی اینترنتی",
							hint: optional,
							error: error("slug"),
							helper: "مثلا pars-digital؛ خالی بماند از نام ساخته می‌شود",
							children: /* @__PURE__ */ jsx(Input, {
								...text("slug"),
								dir: "ltr",
								maxLength: 60,
								className: numberClass
							})
						})]
					}),
					/* @__PURE__ */ jsx(TextField, {
						label: "توضیحات",
						hint: optional,
						error: error("description"),
						children: /* @__PURE__ */ jsx(Textarea, {
							...text("description"),
							rows: 3,
							maxLength: 1e3
						})
					}),
					/* @__PURE__ */ jsxs("div", {
						className: pairClass,
						children: [/* @__PURE__ */ jsx(ImageUploader, {
							label: "لوگو",
							max: 1,
							value: oneImage(values.logo_url),
							onValueChange: (images) => setValue("logo_url", images[0]?.url ?? ""),
							upload: uploadStore
						}), /* @__PURE__ */ jsx(ImageUploader, {
							label: "تصویر سربرگ",
							max: 1,
							value: oneImage(values.banner_url),
							onValueChange: (images) => setValue("banner_url", images[0]?.url ?? ""),
							upload: uploadStore
						})]
					})
				]
			}),
			/* @__PURE__ */ jsxs("fieldset", {
				className: sectionClass,
				children: [
					/* @__PURE__ */ jsx("legend", {
						className: legendClass,
						children: "تماس و نشانی"
					}),
					/* @__PURE__ */ jsxs("div", {
						className: pairClass,
						children: [/* @__PURE__ */ jsx(TextField, {
							label: "شماره تماس",
							error: error("phone"),
							required: true,
							children: /* @__PURE__ */ jsx(Input, {
								...text("phone"),
								type: "tel",
								inputMode: "numeric",
								dir: "ltr",
								className: numberClass,
								placeholder: "۰۲۱۸۸۷۷۶۶۵۵"
							})
						}), /* @__PURE__ */ jsx(TextField, {
							label: "ایمیل",
							hint: optional,
							error: error("email"),
							children: /* @__PURE__ */ jsx(Input, {
								...text("email"),
								type: "email",
								dir: "ltr",
								className: numberClass,
								autoComplete: "email"
							})
						})]
					}),
					/* @__PURE__ */ jsx("div", {
						className: pairClass,
						children: /* @__PURE__ */ jsx(PlaceFields, {
							province: values.province,
							city: values.city,
							errors: {
								province: error("province") ?? void 0,
								city: error("city") ?? void 0
							},
							onProvinceChange: (province) => {
								setValue("province", province);
								if (!isKnownPlace(province, values.city)) setValue("city", "");
							},
							onCityChange: (city) => setValue("city", city)
						})
					}),
					/* @__PURE__ */ jsx(TextField, {
						label: "نشانی",
						error: error("address"),
						required: true,
						children: /* @__PURE__ */ jsx(Textarea, {
							...text("address"),
							rows: 2,
							maxLength: 500,
							placeholder: "خیابان، کوچه، پلاک"
						})
					}),
					/* @__PURE__ */ jsx(TextField, {
						label: "کد پستی",
						error: error("postal_code"),
						required: true,
						helper: "۱۰ رقمی",
						children: /* @__PURE__ */ jsx(Input, {
							...text("postal_code"),
							inputMode: "numeric",
							dir: "ltr",
							className: numberClass
						})
					})
				]
			}),
			/* @__PURE__ */ jsx(StoreIdentityFields, {
				values,
				kindLocked: Boolean(store),
				setValue: (name, value) => setValue(name, value),
				blur: form.blur,
				error
			}),
			/* @__PURE__ */ jsx(ShippingFields, {
				value: values.shipping,
				onChange: (shipping) => setValue("shipping", shipping),
				error
			}),
			form.formError ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "c_danger.default bg_danger.subtle bdr_control p_3 fs_sm",
				children: form.formError
			}) : null,
			/* @__PURE__ */ jsx("div", { children: /* @__PURE__ */ jsx(Button, {
				type: "submit",
				disabled: form.submitting,
				children: form.submitting ? "در حال ذخیره..." : submitLabel
			}) })
		]
	});
}
export { updateBody as i, changesIdentity as n, createBody as r, StoreForm as t };

//# sourceMappingURL=store-form-94GL62WW.js.map