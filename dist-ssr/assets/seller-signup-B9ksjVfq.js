import "./css-BNi8J5P3.js";
import { ct as hasRole, dt as Loading, ut as useProfile } from "../entry-server.js";
import { t as useCreateStore } from "./store-mutations-TZIL51F5.js";
import { n as AuthCard, t as OtpSignIn } from "./otp-sign-in-C92gNFh6.js";
import { t as useLoggedIn } from "./use-session-BvXoFzGK.js";
import { o as selectedStore } from "./api-DZa6-Wrr.js";
import { r as toast } from "./toast-BxABEDuo.js";
import { r as createBody, t as StoreForm } from "./store-form-94GL62WW.js";
import { Link, useNavigate } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/providers/stores/seller-signup.tsx
/**
* /register-store and /auth/register: the seller sign-up. Step one, the one-time code
* (auth/register/*); step two, the store (individual or legal entity), which makes the user a
* provider. The new store is under review: the panel opens on its locked dashboard.
*/
function SellerSignup() {
	if (!useLoggedIn()) return /* @__PURE__ */ jsx(AuthCard, {
		title: "ثبت‌نام فروشنده",
		description: "با شماره موبایل خود حساب فروشندگی بسازید؛ سپس اطلاعات فروشگاه را وارد می‌کنید.",
		footer: /* @__PURE__ */ jsxs("p", { children: [
			"خرید می‌کنید؟",
			" ",
			/* @__PURE__ */ jsx(Link, {
				to: "/register",
				className: "c_accent.text fw_semibold",
				children: "ثبت‌نام مشتری"
			})
		] }),
		children: /* @__PURE__ */ jsx(OtpSignIn, {
			flow: "seller",
			askName: true,
			returnTo: "/register-store",
			submitLabel: "تأیید و ادامه"
		})
	});
	return /* @__PURE__ */ jsx(StoreStep, {});
}
function StoreStep() {
	const profile = useProfile();
	const isProvider = hasRole(profile.data, "provider");
	const create = useCreateStore({ signup: !isProvider });
	const navigate = useNavigate();
	if (profile.isPending) return /* @__PURE__ */ jsx(Loading, {});
	return /* @__PURE__ */ jsxs("section", {
		className: "w_full max-w_3xl mx_auto my_2 md:my_8 px_3 md:px_0",
		children: [/* @__PURE__ */ jsxs("header", {
			className: "mb_5 d_flex flex-d_column gap_1",
			children: [/* @__PURE__ */ jsx("h1", {
				className: "fs_xl fw_bold",
				children: "ساخت فروشگاه"
			}), /* @__PURE__ */ jsx("p", {
				className: "c_fg.muted fs_sm",
				children: "اطلاعات فروشگاه را وارد کنید. بررسی فروشگاه پس از ثبت، ۷ تا ۱۰ روز کاری طول می‌کشد."
			})]
		}), /* @__PURE__ */ jsx(StoreForm, {
			submitLabel: "ثبت فروشگاه",
			onSubmit: async (values) => {
				const store = await create.mutateAsync(createBody(values));
				selectedStore.set(store.id);
				toast({
					title: "فروشگاه ثبت شد",
					description: "پس از بررسی، پنل فروشگاه باز می‌شود.",
					variant: "success"
				});
				await navigate({
					to: "/providers/$storeId/products",
					params: { storeId: String(store.id) }
				});
			}
		})]
	});
}
export { SellerSignup as t };

//# sourceMappingURL=seller-signup-B9ksjVfq.js.map