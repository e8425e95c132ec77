import { t as useCreateStore } from "./store-mutations-TZIL51F5.js";
import { r as toast } from "./toast-BxABEDuo.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { r as createBody, t as StoreForm } from "./store-form-94GL62WW.js";
import { useNavigate } from "@tanstack/react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/providers/stores/store-add-page.tsx
/** /providers/stores/add: another store for the provider; it starts unverified (under review). */
function StoreAddPage() {
	const create = useCreateStore();
	const navigate = useNavigate();
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PanelHeader, { title: "افزودن فروشگاه" }), /* @__PURE__ */ jsx(StoreForm, {
		submitLabel: "ثبت فروشگاه",
		onSubmit: async (values) => {
			await create.mutateAsync(createBody(values));
			toast({
				title: "فروشگاه ثبت شد",
				description: "بررسی فروشگاه ۷ تا ۱۰ روز کاری طول می‌کشد.",
				variant: "success"
			});
			await navigate({ to: "/providers/stores" });
		}
	})] });
}
// src/routes/_authenticated/_provider/providers/stores.add.tsx?tsr-split=component
var SplitComponent = StoreAddPage;
export { SplitComponent as component };

//# sourceMappingURL=stores.add-CzS0v5Jl.js.map