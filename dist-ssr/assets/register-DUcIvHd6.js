import "./css-BNi8J5P3.js";
import { n as AuthCard, t as OtpSignIn } from "./otp-sign-in-C92gNFh6.js";
import { r as returnToFromSearch } from "./return-to-C1iiRB1f.js";
import { U as Route } from "../entry-server.js";
import { Link } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/app/session/components/customer-signup.tsx
/** /register: name and mobile, then the code; the code creates the customer with that name. */
function CustomerSignup({ returnTo }) {
	return /* @__PURE__ */ jsx(AuthCard, {
		title: "ثبت‌نام در راسته",
		description: "نام و شماره موبایل خود را وارد کنید تا کد تأیید برایتان پیامک شود.",
		footer: /* @__PURE__ */ jsxs("p", { children: [
			"قبلا ثبت‌نام کرده‌اید؟",
			" ",
			/* @__PURE__ */ jsx(Link, {
				to: "/login",
				className: "c_accent.text fw_semibold",
				children: "ورود"
			})
		] }),
		children: /* @__PURE__ */ jsx(OtpSignIn, {
			flow: "customer",
			askName: true,
			returnTo,
			submitLabel: "ثبت‌نام و ورود"
		})
	});
}
// src/routes/_public/register.tsx?tsr-split=component
function RegisterPage() {
	return /* @__PURE__ */ jsx(CustomerSignup, { returnTo: returnToFromSearch(Route.useSearch()) });
}
export { RegisterPage as component };

//# sourceMappingURL=register-DUcIvHd6.js.map