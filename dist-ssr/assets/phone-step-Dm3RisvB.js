import { b as toPersianDigits } from "./fa-B46h81DH.js";
import "./css-BNi8J5P3.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { a as Root, i as Label, n as HelperText, r as Input, t as ErrorText } from "./field-DXW4QFjt.js";
import { t as useShownErrors } from "./use-shown-errors-CRhnMJNL.js";
import { a as validationMessage, i as phoneSchema, n as otpCodeSchema, t as nameSchema } from "./form-schemas-BPD7IF1x.js";
import { t as useCountdown } from "./use-countdown-D4dybwNQ.js";
import { useId, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import * as v from "valibot";
// src/app/session/components/form-styles.ts
var formClass = "d_flex flex-d_column gap_4";
var ltrInputClass = "ta_end ff-s_\"tnum\"";
var codeInputClass = "ta_center fs_xl ls_0.4em fw_semibold";
// src/app/session/components/code-step.tsx
function clock(seconds) {
	const minutes = Math.floor(seconds / 60);
	return toPersianDigits(`${minutes}:${String(seconds % 60).padStart(2, "0")}`);
}
/** Step two: the 6-digit code (Persian, Arabic or Latin digits), with a resend countdown. */
function CodeStep(props) {
	const { phone, sentMessage, resendAt, pending, resending, submitLabel, onSubmit, onResend, onEditPhone } = props;
	const [code, setCode] = useState("");
	const [localError, setError] = useState(null);
	const error = localError ?? props.serverError ?? null;
	const errorId = useId();
	const secondsLeft = useCountdown(resendAt);
	function submit(event) {
		event?.preventDefault();
		const message = validationMessage(otpCodeSchema, code);
		setError(message);
		if (!message) onSubmit(v.parse(otpCodeSchema, code));
	}
	return /* @__PURE__ */ jsxs("form", {
		className: formClass,
		noValidate: true,
		onSubmit: submit,
		children: [
			/* @__PURE__ */ jsxs("p", {
				className: "fs_sm c_fg.muted",
				children: [
					sentMessage ? `${sentMessage}. ` : "",
					"کد ۶ رقمی پیامک‌شده به ",
					/* @__PURE__ */ jsx("bdi", {
						dir: "ltr",
						children: toPersianDigits(phone)
					}),
					" را وارد کنید."
				]
			}),
			/* @__PURE__ */ jsxs(Root, {
				invalid: Boolean(error),
				required: true,
				ids: { errorText: errorId },
				children: [
					/* @__PURE__ */ jsx(Label, { children: "کد تأیید" }),
					/* @__PURE__ */ jsx(Input, {
						className: codeInputClass,
						value: code,
						onChange: (e) => {
							setCode(e.target.value);
							props.onCodeChange?.();
						},
						inputMode: "numeric",
						autoComplete: "one-time-code",
						"aria-describedby": error ? errorId : void 0,
						dir: "ltr",
						maxLength: 12,
						placeholder: "– – – – – –",
						autoFocus: true
					}),
					/* @__PURE__ */ jsx(ErrorText, { children: error })
				]
			}),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				size: "lg",
				full: true,
				disabled: pending,
				children: pending ? "در حال بررسی..." : submitLabel
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "d_flex jc_space-between ai_center gap_2",
				children: [/* @__PURE__ */ jsx(Button, {
					variant: "link",
					size: "sm",
					onClick: onEditPhone,
					children: "ویرایش شماره"
				}), secondsLeft > 0 ? /* @__PURE__ */ jsxs("span", {
					role: "timer",
					"aria-live": "off",
					className: "fs_sm c_fg.muted",
					children: ["ارسال دوباره کد تا ", clock(secondsLeft)]
				}) : /* @__PURE__ */ jsx(Button, {
					variant: "link",
					size: "sm",
					onClick: onResend,
					disabled: resending,
					children: resending ? "در حال ارسال..." : "ارسال دوباره کد"
				})]
			})
		]
	});
}
// src/app/session/components/phone-step.tsx
/** «۴۵ ثانیه», or «۵۴:۳۰» (minutes:seconds) for the hourly limit's long waits. */
function waitText(seconds) {
	if (seconds <= 120) return `${toPersianDigits(String(seconds))} ثانیه`;
	return toPersianDigits(`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`);
}
/** Step one: the mobile number (and, when signing up, the name); validated in Persian. */
function PhoneStep({ askName, defaultPhone = "", defaultName = "", pending, blockedUntil = null, submitLabel, onSubmit }) {
	const secondsLeft = useCountdown(blockedUntil);
	const [phone, setPhone] = useState(defaultPhone);
	const [name, setName] = useState(defaultName);
	const errors = useShownErrors({
		phone: validationMessage(phoneSchema, phone),
		name: askName ? validationMessage(nameSchema, name) : null
	});
	const formId = useId();
	function submit(event) {
		event.preventDefault();
		if (!errors.submit()) return;
		onSubmit({
			phone: v.parse(phoneSchema, phone),
			name: askName ? name.trim() : void 0
		});
	}
	return /* @__PURE__ */ jsxs("form", {
		id: formId,
		className: formClass,
		noValidate: true,
		onSubmit: submit,
		children: [
			askName ? /* @__PURE__ */ jsxs(Root, {
				invalid: Boolean(errors.error("name")),
				required: true,
				children: [
					/* @__PURE__ */ jsx(Label, { children: "نام و نام خانوادگی" }),
					/* @__PURE__ */ jsx(Input, {
						value: name,
						onChange: (e) => setName(e.target.value),
						onBlur: errors.blur("name"),
						autoComplete: "name"
					}),
					/* @__PURE__ */ jsx(ErrorText, { children: errors.error("name") })
				]
			}) : null,
			/* @__PURE__ */ jsxs(Root, {
				invalid: Boolean(errors.error("phone")),
				required: true,
				children: [
					/* @__PURE__ */ jsx(Label, { children: "شماره موبایل" }),
					/* @__PURE__ */ jsx(Input, {
						className: ltrInputClass,
						value: phone,
						onChange: (e) => setPhone(e.target.value),
						onBlur: errors.blur("phone"),
						type: "tel",
						inputMode: "tel",
						autoComplete: "tel",
						dir: "ltr",
						placeholder: "۰۹۱۲ ۳۴۵ ۶۷۸۹",
						autoFocus: !askName
					}),
					errors.error("phone") ? /* @__PURE__ */ jsx(ErrorText, { children: errors.error("phone") }) : /* @__PURE__ */ jsx(HelperText, { children: "کد تأیید به این شماره پیامک می‌شود." })
				]
			}),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				size: "lg",
				full: true,
				disabled: pending || secondsLeft > 0,
				children: pending ? "در حال ارسال کد..." : submitLabel ?? "دریافت کد تأیید"
			}),
			secondsLeft > 0 ? /* @__PURE__ */ jsxs("p", {
				role: "timer",
				"aria-live": "off",
				className: "fs_sm c_fg.muted ta_center",
				children: [waitText(secondsLeft), " دیگر می‌توانید دوباره کد بخواهید."]
			}) : null
		]
	});
}
export { ltrInputClass as i, CodeStep as n, formClass as r, PhoneStep as t };

//# sourceMappingURL=phone-step-Dm3RisvB.js.map