import "./css-BNi8J5P3.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { n as AuthCard, t as OtpSignIn } from "./otp-sign-in-C92gNFh6.js";
import { i as useCompleteSignIn, n as passwordLogin } from "./auth-Ccly4I5l.js";
import { a as validationMessage, i as phoneSchema, r as passwordSchema } from "./form-schemas-BPD7IF1x.js";
import { t as useShownErrors } from "./use-shown-errors-CRhnMJNL.js";
import { a as Root, i as Label, r as Input, t as ErrorText } from "./field-DXW4QFjt.js";
import { i as ltrInputClass, r as formClass } from "./phone-step-Dm3RisvB.js";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import * as v from "valibot";
// src/app/session/components/password-sign-in.tsx
/** Phone and password, for users who have set a password. */
function PasswordSignIn({ returnTo }) {
	const [phone, setPhone] = useState("");
	const [password, setPassword] = useState("");
	const errors = useShownErrors({
		phone: validationMessage(phoneSchema, phone),
		password: validationMessage(passwordSchema, password)
	});
	const completeSignIn = useCompleteSignIn();
	const login = useMutation({
		mutationFn: passwordLogin,
		onSuccess: (pair) => completeSignIn(pair, returnTo)
	});
	function submit(event) {
		event.preventDefault();
		if (!errors.submit()) return;
		login.mutate({
			phone: v.parse(phoneSchema, phone),
			password
		});
	}
	return /* @__PURE__ */ jsxs("form", {
		className: formClass,
		noValidate: true,
		onSubmit: submit,
		children: [
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
						autoComplete: "username",
						dir: "ltr",
						placeholder: "۰۹۱۲ ۳۴۵ ۶۷۸۹"
					}),
					/* @__PURE__ */ jsx(ErrorText, { children: errors.error("phone") })
				]
			}),
			/* @__PURE__ */ jsxs(Root, {
				invalid: Boolean(errors.error("password")),
				required: true,
				children: [
					/* @__PURE__ */ jsx(Label, { children: "رمز عبور" }),
					/* @__PURE__ */ jsx(Input, {
						value: password,
						onChange: (e) => setPassword(e.target.value),
						onBlur: errors.blur("password"),
						type: "password",
						autoComplete: "current-password",
						dir: "ltr",
						className: ltrInputClass
					}),
					/* @__PURE__ */ jsx(ErrorText, { children: errors.error("password") })
				]
			}),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				size: "lg",
				full: true,
				disabled: login.isPending || login.isSuccess,
				children: login.isPending ? "در حال ورود..." : "ورود"
			})
		]
	});
}
// src/app/session/components/login-screen.tsx
var linkClass = "c_accent.text fw_semibold td_none hover:td_underline";
/** /login and /auth/login: a one-time code by default, a password for those who set one. */
function LoginScreen({ returnTo }) {
	const [mode, setMode] = useState("code");
	return /* @__PURE__ */ jsxs(AuthCard, {
		title: "ورود به راسته",
		description: mode === "code" ? "با شماره موبایل وارد شوید؛ اگر حساب ندارید، همین‌جا ساخته می‌شود." : "با شماره موبایل و رمز عبور وارد شوید.",
		footer: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("p", { children: [
			"حساب ندارید؟",
			" ",
			/* @__PURE__ */ jsx(Link, {
				to: "/register",
				className: linkClass,
				children: "ثبت‌نام مشتری"
			})
		] }), /* @__PURE__ */ jsxs("p", { children: [
			"فروشنده هستید؟",
			" ",
			/* @__PURE__ */ jsx(Link, {
				to: "/register-store",
				className: linkClass,
				children: "ثبت‌نام فروشگاه"
			})
		] })] }),
		children: [mode === "code" ? /* @__PURE__ */ jsx(OtpSignIn, {
			flow: "customer",
			returnTo,
			submitLabel: "ورود"
		}) : /* @__PURE__ */ jsx(PasswordSignIn, { returnTo }), /* @__PURE__ */ jsx(Button, {
			variant: "link",
			size: "sm",
			onClick: () => setMode(mode === "code" ? "password" : "code"),
			children: mode === "code" ? "ورود با رمز عبور" : "ورود با کد یک‌بار مصرف"
		})]
	});
}
export { LoginScreen as t };

//# sourceMappingURL=login-screen-BC3zts-M.js.map