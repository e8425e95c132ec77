import "./css-BNi8J5P3.js";
import { r as normalizeAddress } from "./address-DavMV2U2.js";
import { a as isKnownPlace } from "./iran-places-BNcrp2vV.js";
import { i as useSaveAddress } from "./addresses-voi-pctM.js";
import { r as toast } from "./toast-BxABEDuo.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { a as Root, i as Label, n as HelperText, o as Textarea, r as Input, t as ErrorText } from "./field-DXW4QFjt.js";
import { t as ApiError } from "./sdk-Dju50_5D.js";
import { b as toPersianDigits } from "./fa-B46h81DH.js";
import { t as PlaceFields } from "./place-fields-9caDSZyl.js";
import { useEffect, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/address/address-form-values.ts
var FORM_FIELDS = [
	"title",
	"receiver_name",
	"receiver_phone",
	"province",
	"city",
	"address_line",
	"plaque",
	"unit",
	"postal_code"
];
/** The form's starting values: empty, or the address being edited shown with Persian digits. */
function formValuesOf(address) {
	const fa = (value) => value ? toPersianDigits(value) : "";
	return {
		title: address?.title ?? "",
		receiver_name: address?.receiver_name ?? "",
		receiver_phone: fa(address?.receiver_phone),
		province: address?.province ?? "",
		city: address?.city ?? "",
		address_line: fa(address?.address_line),
		plaque: fa(address?.plaque),
		unit: fa(address?.unit),
		postal_code: fa(address?.postal_code),
		is_default: false
	};
}
/** The rules' input; an edited address keeps its map position, which this form does not change. */
function inputOf(values, initial) {
	return {
		...values,
		latitude: initial?.latitude ?? null,
		longitude: initial?.longitude ?? null,
		is_default: values.is_default || void 0
	};
}
/** A failed save as the form shows it: messages beside their fields, the rest above the buttons. */
function serverErrorsOf(error) {
	if (!(error instanceof ApiError)) return {
		fields: {},
		message: "ذخیره نشانی انجام نشد؛ دوباره تلاش کنید"
	};
	const fields = {};
	for (const { field, message } of error.errors ?? []) {
		const name = field.replace(/^body\./, "");
		if (FORM_FIELDS.includes(name) && !fields[name]) fields[name] = message;
	}
	return {
		fields,
		message: Object.keys(fields).length ? null : error.detail
	};
}
// src/ui/address/address-form.tsx
var formClass = "d_flex flex-d_column gap_4";
var pairClass = "d_grid grid-tc_1fr sm:grid-tc_1fr_1fr gap_4";
var shortPairClass = "d_grid grid-tc_1fr_1fr gap_4";
var numberClass = "ta_end ff-s_\"tnum\"";
var optional = /* @__PURE__ */ jsx("span", {
	className: "c_fg.muted fw_normal",
	children: " (اختیاری)"
});
/**
* Adds or edits an address: province then city, digits in any script, the shared rules'
* Persian messages beside each field (and the server's, when it refuses), a toast when saved.
* Used by /profile/addresses and by /shipping.
*/
function AddressForm({ initial, onSaved, onCancel }) {
	const [values, setValues] = useState(() => formValuesOf(initial));
	const [errors, setErrors] = useState({});
	const [formError, setFormError] = useState(null);
	const [checked, setChecked] = useState(false);
	const [focusRequest, setFocusRequest] = useState(0);
	const formRef = useRef(null);
	const save = useSaveAddress();
	useEffect(() => {
		if (focusRequest === 0) return;
		formRef.current?.querySelector("[aria-invalid=\"true\"], [data-form-error]")?.focus();
	}, [focusRequest]);
	function change(next) {
		setValues(next);
		if (checked) {
			const result = normalizeAddress(inputOf(next, initial));
			setErrors(result.success ? {} : result.errors);
		}
	}
	function set(key, value) {
		change({
			...values,
			[key]: value
		});
	}
	function submit(event) {
		event.preventDefault();
		if (save.isPending) return;
		setChecked(true);
		setFormError(null);
		const result = normalizeAddress(inputOf(values, initial));
		if (!result.success) {
			setErrors(result.errors);
			setFocusRequest((n) => n + 1);
			return;
		}
		setErrors({});
		save.mutate({
			id: initial?.id,
			body: result.body
		}, {
			onSuccess: (address) => {
				toast({
					title: initial ? "نشانی ویرایش شد" : "نشانی ذخیره شد",
					variant: "success"
				});
				onSaved(address);
			},
			onError: (error) => {
				const { fields, message } = serverErrorsOf(error);
				setErrors(fields);
				setFormError(message);
				setFocusRequest((n) => n + 1);
			}
		});
	}
	const text = (key) => ({
		value: values[key],
		onChange: (e) => set(key, e.target.value)
	});
	return /* @__PURE__ */ jsxs("form", {
		ref: formRef,
		className: formClass,
		noValidate: true,
		onSubmit: submit,
		"aria-busy": save.isPending,
		children: [
			/* @__PURE__ */ jsx(TextField, {
				label: "عنوان",
				hint: optional,
				error: errors.title,
				children: /* @__PURE__ */ jsx(Input, {
					...text("title"),
					maxLength: 50,
					placeholder: "مثلا خانه یا محل کار"
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: pairClass,
				children: [/* @__PURE__ */ jsx(TextField, {
					label: "نام و نام خانوادگی گیرنده",
					error: errors.receiver_name,
					required: true,
					children: /* @__PURE__ */ jsx(Input, {
						...text("receiver_name"),
						autoComplete: "name",
						maxLength: 100
					})
				}), /* @__PURE__ */ jsx(TextField, {
					label: "شماره موبایل گیرنده",
					error: errors.receiver_phone,
					required: true,
					children: /* @__PURE__ */ jsx(Input, {
						...text("receiver_phone"),
						className: numberClass,
						type: "tel",
						inputMode: "numeric",
						autoComplete: "tel",
						dir: "ltr",
						placeholder: "۰۹۱۲ ۳۴۵ ۶۷۸۹"
					})
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				className: pairClass,
				children: /* @__PURE__ */ jsx(PlaceFields, {
					province: values.province,
					city: values.city,
					errors,
					onProvinceChange: (province) => change({
						...values,
						province,
						city: isKnownPlace(province, values.city) ? values.city : ""
					}),
					onCityChange: (city) => set("city", city)
				})
			}),
			/* @__PURE__ */ jsx(TextField, {
				label: "نشانی",
				error: errors.address_line,
				required: true,
				children: /* @__PURE__ */ jsx(Textarea, {
					...text("address_line"),
					autoComplete: "street-address",
					rows: 3,
					maxLength: 500,
					placeholder: "خیابان، کوچه، ساختمان"
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: shortPairClass,
				children: [/* @__PURE__ */ jsx(TextField, {
					label: "پلاک",
					hint: optional,
					error: errors.plaque,
					children: /* @__PURE__ */ jsx(Input, {
						...text("plaque"),
						className: numberClass,
						maxLength: 20
					})
				}), /* @__PURE__ */ jsx(TextField, {
					label: "واحد",
					hint: optional,
					error: errors.unit,
					children: /* @__PURE__ */ jsx(Input, {
						...text("unit"),
						className: numberClass,
						maxLength: 20
					})
				})]
			}),
			/* @__PURE__ */ jsx(TextField, {
				label: "کد پستی",
				error: errors.postal_code,
				required: true,
				helper: "۱۰ رقمی، با خط تیره یا بدون آن",
				children: /* @__PURE__ */ jsx(Input, {
					...text("postal_code"),
					className: numberClass,
					inputMode: "numeric",
					autoComplete: "postal-code",
					dir: "ltr",
					placeholder: "۱۲۳۴۵۶۷۸۹۰"
				})
			}),
			initial?.is_default ? null : /* @__PURE__ */ jsxs("label", {
				className: "d_flex ai_center gap_2 fs_sm cursor_pointer",
				children: [/* @__PURE__ */ jsx("input", {
					type: "checkbox",
					checked: values.is_default,
					onChange: (e) => set("is_default", e.target.checked),
					className: "w_5 h_5 ac-c_accent.default"
				}), "نشانی پیش‌فرض من باشد"]
			}),
			formError ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				tabIndex: -1,
				"data-form-error": true,
				className: "c_danger.default bg_danger.subtle bdr_control p_3 fs_sm",
				children: formError
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "d_flex gap_3 jc_flex-end flex-wrap_wrap",
				children: [onCancel ? /* @__PURE__ */ jsx(Button, {
					variant: "outline",
					onClick: onCancel,
					className: "flex_1 sm:flex_none",
					children: "انصراف"
				}) : null, /* @__PURE__ */ jsx(Button, {
					type: "submit",
					disabled: save.isPending,
					className: "flex_1 sm:flex_none",
					children: save.isPending ? "در حال ذخیره..." : "ذخیره نشانی"
				})]
			})
		]
	});
}
/** Label, control, and either the error or a helper line, wired together by Ark's Field. */
function TextField({ label, error, required, hint, helper, children }) {
	return /* @__PURE__ */ jsxs(Root, {
		invalid: Boolean(error),
		required,
		children: [
			/* @__PURE__ */ jsxs(Label, { children: [label, hint] }),
			children,
			error ? /* @__PURE__ */ jsx(ErrorText, { children: error }) : helper ? /* @__PURE__ */ jsx(HelperText, { children: helper }) : null
		]
	});
}
export { AddressForm as t };

//# sourceMappingURL=address-form-CqwtluzG.js.map