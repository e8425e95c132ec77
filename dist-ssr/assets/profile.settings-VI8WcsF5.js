import "./css-BNi8J5P3.js";
import { K as ErrorState, lt as profileKeys, ut as useProfile } from "../entry-server.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { n as SkeletonGroup, t as Skeleton } from "./skeleton-DPup_Gqx.js";
import { o as unwrap } from "./sdk-Dju50_5D.js";
import { n as api } from "./api-DZa6-Wrr.js";
import { i as ltrInputClass, n as CodeStep, r as formClass, t as PhoneStep } from "./phone-step-Dm3RisvB.js";
import { t as errorDetail } from "./errors-BJLin2ZF.js";
import { a as validationMessage, t as nameSchema } from "./form-schemas-BPD7IF1x.js";
import { r as toast } from "./toast-BxABEDuo.js";
import { t as useShownErrors } from "./use-shown-errors-CRhnMJNL.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { a as Root, i as Label, n as HelperText, r as Input, t as ErrorText } from "./field-DXW4QFjt.js";
import { b as toPersianDigits } from "./fa-B46h81DH.js";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import * as v from "valibot";
// src/api/settings.ts
/** The forms show the server's refusal beside themselves, so no generic toast. */
var meta = { silentError: true };
/** Keep the answer as the profile (the header and the account sidebar show the name). */
function useProfileMutation(mutationFn) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn,
		meta,
		onSuccess: (profile) => {
			queryClient.setQueryData(profileKeys.all, profile);
			queryClient.invalidateQueries({ queryKey: profileKeys.all });
		}
	});
}
function useUpdateName() {
	return useProfileMutation((name) => unwrap(api.PUT("/auth/profile", { body: { name } })));
}
/** The new number gets a one-time code for the change_phone purpose. */
function useRequestPhoneCode() {
	return useMutation({
		mutationFn: (phone) => unwrap(api.POST("/auth/otp/request", { body: {
			phone,
			purpose: "change_phone"
		} })),
		meta
	});
}
function useChangePhone() {
	return useProfileMutation((input) => unwrap(api.PUT("/auth/profile", { body: input })));
}
function useSetPassword() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body) => unwrap(api.POST("/auth/profile/password", { body })),
		meta,
		onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileKeys.all })
	});
}
// src/features/settings/settings-section.tsx
/** One setting (name, phone, password) in its own card. */
function SettingsSection({ id, title, description, children }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": id,
		className: "d_flex flex-d_column gap_4 p_4 md:p_6 bg_bg.surface bd-w_1px bd-c_border.default bdr_card",
		children: [/* @__PURE__ */ jsxs("header", {
			className: "d_flex flex-d_column gap_1",
			children: [/* @__PURE__ */ jsx("h2", {
				id,
				className: "fs_lg fw_bold",
				children: title
			}), description ? /* @__PURE__ */ jsx("p", {
				className: "fs_sm c_fg.muted",
				children: description
			}) : null]
		}), /* @__PURE__ */ jsx("div", {
			className: "max-w_md",
			children
		})]
	});
}
/** The server's refusal under a form, announced. */
function FormError({ message }) {
	if (!message) return null;
	return /* @__PURE__ */ jsx("p", {
		role: "alert",
		className: "fs_sm c_danger.default bg_danger.subtle p_3 bdr_control",
		children: message
	});
}
// src/features/settings/name-form.tsx
/** The user's one name (PUT /auth/profile with `name`). */
function NameForm({ profile }) {
	const [name, setName] = useState(profile.name ?? "");
	const errors = useShownErrors({ name: validationMessage(nameSchema, name) });
	const update = useUpdateName();
	function submit(event) {
		event.preventDefault();
		if (!errors.submit()) return;
		update.mutate(v.parse(nameSchema, name), { onSuccess: () => toast({
			title: "نام شما ذخیره شد",
			variant: "success"
		}) });
	}
	return /* @__PURE__ */ jsxs("form", {
		className: formClass,
		noValidate: true,
		onSubmit: submit,
		children: [
			/* @__PURE__ */ jsxs(Root, {
				invalid: Boolean(errors.error("name")),
				required: true,
				children: [
					/* @__PURE__ */ jsx(Label, { children: "نام و نام خانوادگی" }),
					/* @__PURE__ */ jsx(Input, {
						value: name,
						onChange: (e) => setName(e.target.value),
						onBlur: errors.blur("name"),
						autoComplete: "name",
						maxLength: 100
					}),
					/* @__PURE__ */ jsx(ErrorText, { children: errors.error("name") })
				]
			}),
			/* @__PURE__ */ jsx(FormError, { message: update.isError ? errorDetail(update.error) ?? "ذخیره نام انجام نشد" : null }),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				disabled: update.isPending,
				children: update.isPending ? "در حال ذخیره..." : "ذخیره نام"
			})
		]
	});
}
// src/features/settings/settings-schemas.ts
var newPassword = v.pipe(v.string(), v.nonEmpty("رمز عبور جدید را وارد کنید"), v.minLength(8, "رمز عبور دست‌کم ۸ نویسه است"), v.maxLength(128, "رمز عبور حداکثر ۱۲۸ نویسه است"), v.regex(/\p{L}/u, "رمز عبور باید دست‌کم یک حرف داشته باشد"), v.regex(/[0-9۰-۹٠-٩]/, "رمز عبور باید دست‌کم یک رقم داشته باشد"));
var MISMATCH = "تکرار رمز عبور با رمز عبور جدید یکسان نیست";
/** Changing a password that is set: the current one is needed. */
var changePasswordSchema = v.pipe(v.object({
	current_password: v.pipe(v.string(), v.nonEmpty("رمز عبور فعلی را وارد کنید"), v.maxLength(128)),
	new_password: newPassword,
	confirm: v.string()
}), v.forward(v.partialCheck([["new_password"], ["confirm"]], (input) => input.new_password === input.confirm, MISMATCH), ["confirm"]));
/** Setting a first password (accounts made with a one-time code). */
var setPasswordSchema = v.pipe(v.object({
	new_password: newPassword,
	confirm: v.string()
}), v.forward(v.partialCheck([["new_password"], ["confirm"]], (input) => input.new_password === input.confirm, MISMATCH), ["confirm"]));
/** The first Persian message per field, or none when the values are valid. */
function fieldErrors(schema, values) {
	const result = v.safeParse(schema, values);
	if (result.success) return {};
	const nested = v.flatten(result.issues).nested ?? {};
	return Object.fromEntries(Object.entries(nested).flatMap(([field, messages]) => messages?.length ? [[field, messages[0]]] : []));
}
// src/features/settings/password-form.tsx
var EMPTY = {
	current_password: "",
	new_password: "",
	confirm: ""
};
var LABELS = {
	current_password: {
		label: "رمز عبور فعلی",
		autoComplete: "current-password"
	},
	new_password: {
		label: "رمز عبور جدید",
		autoComplete: "new-password"
	},
	confirm: {
		label: "تکرار رمز عبور جدید",
		autoComplete: "new-password"
	}
};
/** Set a first password, or change one (which needs the current one); other sessions end. */
function PasswordForm({ hasPassword }) {
	const [values, setValues] = useState(EMPTY);
	const shown = useShownErrors(fieldErrors(hasPassword ? changePasswordSchema : setPasswordSchema, values));
	const save = useSetPassword();
	const fields = hasPassword ? [
		"current_password",
		"new_password",
		"confirm"
	] : ["new_password", "confirm"];
	function submit(event) {
		event.preventDefault();
		if (!shown.submit()) return;
		const body = hasPassword ? {
			current_password: values.current_password,
			new_password: values.new_password
		} : { new_password: values.new_password };
		save.mutate(body, { onSuccess: () => {
			setValues(EMPTY);
			shown.reset();
			toast({
				title: hasPassword ? "رمز عبور تغییر کرد" : "رمز عبور ذخیره شد",
				description: "از حساب شما در دستگاه‌های دیگر خارج شدید.",
				variant: "success"
			});
		} });
	}
	return /* @__PURE__ */ jsxs("form", {
		className: formClass,
		noValidate: true,
		onSubmit: submit,
		children: [
			fields.map((field) => /* @__PURE__ */ jsxs(Root, {
				invalid: Boolean(shown.error(field)),
				required: true,
				children: [
					/* @__PURE__ */ jsx(Label, { children: LABELS[field].label }),
					/* @__PURE__ */ jsx(Input, {
						type: "password",
						dir: "ltr",
						className: ltrInputClass,
						autoComplete: LABELS[field].autoComplete,
						maxLength: 128,
						value: values[field],
						onChange: (e) => setValues({
							...values,
							[field]: e.target.value
						}),
						onBlur: shown.blur(field)
					}),
					field === "new_password" && !shown.error(field) ? /* @__PURE__ */ jsx(HelperText, { children: "دست‌کم ۸ نویسه، شامل حرف و رقم" }) : /* @__PURE__ */ jsx(ErrorText, { children: shown.error(field) })
				]
			}, field)),
			/* @__PURE__ */ jsx(FormError, { message: save.isError ? errorDetail(save.error) ?? "ذخیره رمز عبور انجام نشد" : null }),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				disabled: save.isPending,
				children: save.isPending ? "در حال ذخیره..." : hasPassword ? "تغییر رمز عبور" : "ذخیره رمز عبور"
			})
		]
	});
}
// src/features/settings/phone-change.tsx
/** A new mobile number: a code is sent to it (purpose change_phone), then PUT /auth/profile confirms. */
function PhoneChange({ profile }) {
	const [step, setStep] = useState({ name: "idle" });
	const [sameNumber, setSameNumber] = useState(false);
	const request = useRequestPhoneCode();
	const change = useChangePhone();
	function send(phone) {
		setSameNumber(phone === profile.phone);
		if (phone === profile.phone) return;
		request.mutate(phone, { onSuccess: (sent) => setStep({
			name: "code",
			phone,
			sentMessage: sent.detail,
			resendAt: Date.now() + sent.resend_in * 1e3
		}) });
	}
	if (step.name === "idle") return /* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-wrap_wrap ai_center jc_space-between gap_3",
		children: [/* @__PURE__ */ jsxs("p", { children: [
			"شماره فعلی:",
			" ",
			/* @__PURE__ */ jsx("bdi", {
				dir: "ltr",
				className: "fw_bold",
				children: toPersianDigits(profile.phone)
			})
		] }), /* @__PURE__ */ jsx(Button, {
			variant: "outline",
			onClick: () => setStep({ name: "phone" }),
			children: "تغییر شماره موبایل"
		})]
	});
	const failure = request.isError ? request.error : change.isError ? change.error : null;
	return /* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-d_column gap_3",
		children: [
			step.name === "phone" ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PhoneStep, {
				pending: request.isPending,
				submitLabel: "ارسال کد به شماره جدید",
				onSubmit: ({ phone }) => send(phone)
			}), /* @__PURE__ */ jsx(Button, {
				variant: "ghost",
				onClick: () => {
					request.reset();
					setSameNumber(false);
					setStep({ name: "idle" });
				},
				children: "انصراف"
			})] }) : /* @__PURE__ */ jsx(CodeStep, {
				phone: step.phone,
				sentMessage: step.sentMessage,
				resendAt: step.resendAt,
				pending: change.isPending,
				resending: request.isPending,
				submitLabel: "تأیید و تغییر شماره",
				onSubmit: (code) => change.mutate({
					phone: step.phone,
					code
				}, { onSuccess: () => {
					toast({
						title: "شماره موبایل شما تغییر کرد",
						variant: "success"
					});
					setStep({ name: "idle" });
				} }),
				onResend: () => send(step.phone),
				onEditPhone: () => {
					change.reset();
					setStep({ name: "phone" });
				}
			}),
			/* @__PURE__ */ jsx(FormError, { message: sameNumber ? "این شماره هم‌اکنون شماره حساب شماست؛ شماره دیگری وارد کنید." : null }),
			/* @__PURE__ */ jsx(FormError, { message: failure ? errorDetail(failure) ?? "انجام نشد؛ دوباره تلاش کنید." : null })
		]
	});
}
// src/features/settings/settings-page.tsx
function SettingsSkeleton() {
	return /* @__PURE__ */ jsx(SkeletonGroup, { children: /* @__PURE__ */ jsx("div", {
		className: "d_flex flex-d_column gap_4",
		children: [
			0,
			1,
			2
		].map((i) => /* @__PURE__ */ jsx(Skeleton, { className: "h_40 w_full bdr_card" }, i))
	}) });
}
/** /profile/settings: name, mobile number and password. */
function SettingsPage() {
	useDocumentTitle("تنظیمات حساب");
	const profile = useProfile();
	return /* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-d_column gap_4",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "fs_xl md:fs_2xl fw_black",
			children: "تنظیمات حساب"
		}), profile.data ? /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx(SettingsSection, {
				id: "settings-name",
				title: "نام",
				children: /* @__PURE__ */ jsx(NameForm, { profile: profile.data })
			}),
			/* @__PURE__ */ jsx(SettingsSection, {
				id: "settings-phone",
				title: "شماره موبایل",
				description: "برای تغییر شماره، کد تأیید به شماره جدید پیامک می‌شود.",
				children: /* @__PURE__ */ jsx(PhoneChange, { profile: profile.data })
			}),
			/* @__PURE__ */ jsx(SettingsSection, {
				id: "settings-password",
				title: profile.data.has_password ? "تغییر رمز عبور" : "تعیین رمز عبور",
				description: "با رمز عبور می‌توانید بدون کد پیامکی هم وارد شوید.",
				children: /* @__PURE__ */ jsx(PasswordForm, { hasPassword: profile.data.has_password })
			})
		] }) : profile.isError ? /* @__PURE__ */ jsx(ErrorState, {
			error: profile.error,
			onRetry: () => void profile.refetch()
		}) : /* @__PURE__ */ jsx(SettingsSkeleton, {})]
	});
}
// src/routes/_public/_authenticated/profile.settings.tsx?tsr-split=component
var SplitComponent = SettingsPage;
export { SplitComponent as component };

//# sourceMappingURL=profile.settings-VI8WcsF5.js.map