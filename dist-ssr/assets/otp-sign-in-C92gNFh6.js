import { t as ApiError } from "./sdk-Dju50_5D.js";
import { r as reportError } from "./errors-BJLin2ZF.js";
import "./css-BNi8J5P3.js";
import { tt as LogoMark } from "../entry-server.js";
import { a as verifyCode, i as useCompleteSignIn, r as requestCode } from "./auth-Ccly4I5l.js";
import { n as CodeStep, t as PhoneStep } from "./phone-step-Dm3RisvB.js";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/app/session/components/auth-card.tsx
/** The centred card of the sign-in and sign-up screens. */
function AuthCard({ title, description, children, footer }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "auth-title",
		className: "w_full max-w_md mx_auto my_2 md:my_10 bg_bg.surface bdr_card bd-w_1px bd-c_border.default bx-sh_card p_5 md:p_8 d_flex flex-d_column gap_5",
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "d_flex flex-d_column ai_center gap_3",
				children: [
					/* @__PURE__ */ jsx(LogoMark, { size: 48 }),
					/* @__PURE__ */ jsx("h1", {
						id: "auth-title",
						className: "fs_xl fw_bold ta_center",
						children: title
					}),
					description ? /* @__PURE__ */ jsx("p", {
						className: "c_fg.muted fs_sm ta_center",
						children: description
					}) : null
				]
			}),
			children,
			footer ? /* @__PURE__ */ jsx("footer", {
				className: "bd-t-w_1px bd-c_border.default pt_4 fs_sm c_fg.muted d_flex flex-d_column gap_2 ai_center ta_center",
				children: footer
			}) : null
		]
	});
}
// src/app/session/components/otp-sign-in.tsx
/** Phone, then code: request a one-time code, verify it, keep the session and move on. */
function OtpSignIn({ flow, askName, returnTo, submitLabel }) {
	const [pending, setPending] = useState(null);
	/** When a 429 said how long to wait: no new code may be asked for until then (a countdown shows). */
	const [blockedUntil, setBlockedUntil] = useState(null);
	const completeSignIn = useCompleteSignIn();
	const request = useMutation({
		mutationFn: (input) => requestCode(flow, input.phone),
		onSuccess: (sent, input) => setPending({
			...input,
			sentMessage: sent.detail,
			resendAt: Date.now() + sent.resend_in * 1e3
		}),
		onError: (error) => {
			if (!(error instanceof ApiError) || error.status !== 429 || !error.retryAfter) return;
			const until = Date.now() + error.retryAfter * 1e3;
			setBlockedUntil(until);
			setPending((p) => p ? {
				...p,
				resendAt: until
			} : p);
		}
	});
	const verify = useMutation({
		mutationFn: (code) => {
			if (!pending) throw new Error("No code was requested");
			return verifyCode(flow, {
				phone: pending.phone,
				code,
				name: pending.name
			});
		},
		meta: { silentError: true },
		onSuccess: (pair) => completeSignIn(pair, returnTo),
		onError: (error) => {
			if (!isCodeError(error)) reportError(error);
		}
	});
	if (!pending) return /* @__PURE__ */ jsx(PhoneStep, {
		askName,
		pending: request.isPending,
		blockedUntil,
		onSubmit: (input) => request.mutate(input)
	});
	return /* @__PURE__ */ jsx(CodeStep, {
		phone: pending.phone,
		sentMessage: pending.sentMessage,
		resendAt: pending.resendAt,
		pending: verify.isPending || verify.isSuccess,
		resending: request.isPending,
		submitLabel,
		serverError: isCodeError(verify.error) ? verify.error.detail : null,
		onCodeChange: () => {
			if (verify.isError) verify.reset();
		},
		onSubmit: (code) => verify.mutate(code),
		onResend: () => request.mutate({
			phone: pending.phone,
			name: pending.name
		}),
		onEditPhone: () => {
			setPending(null);
			verify.reset();
		}
	});
}
/** The server refused the code itself (wrong, expired, too many tries, not digits). */
function isCodeError(error) {
	return error instanceof ApiError && (error.status === 400 || error.status === 422 && !!error.errors?.some((e) => e.field === "body.code"));
}
export { AuthCard as n, OtpSignIn as t };

//# sourceMappingURL=otp-sign-in-C92gNFh6.js.map