import { r as useUpdateStore } from "./store-mutations-TZIL51F5.js";
import { n as myStoreQueryOptions } from "./stores-CA1jN-Ll.js";
import { r as toast } from "./toast-BxABEDuo.js";
import { t as ConfirmDialog } from "./confirm-dialog-C1TtQ4nj.js";
import { K as ErrorState, dt as Loading, r as Route } from "../entry-server.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { i as updateBody, n as changesIdentity, t as StoreForm } from "./store-form-94GL62WW.js";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/providers/stores/store-edit-page.tsx
/**
* /providers/stores/edit/$id. Changing the identity fields of a verified store (Sheba, national
* code, company) sends it back to review: the seller confirms that first.
*/
function StoreEditPage({ id }) {
	const query = useQuery(myStoreQueryOptions(id));
	const update = useUpdateStore(id);
	const navigate = useNavigate();
	const [waiting, setWaiting] = useState(null);
	const save = async (values) => {
		await update.mutateAsync(updateBody(values));
		toast({
			title: "فروشگاه ذخیره شد",
			variant: "success"
		});
		await navigate({ to: "/providers/stores" });
	};
	if (query.isPending) return /* @__PURE__ */ jsx(Loading, {});
	if (query.error) return /* @__PURE__ */ jsx(ErrorState, {
		error: query.error,
		onRetry: () => void query.refetch()
	});
	const store = query.data;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(PanelHeader, { title: `ویرایش «${store.name}»` }),
		/* @__PURE__ */ jsx(StoreForm, {
			store,
			submitLabel: "ذخیره تغییرات",
			onSubmit: (values) => store.verified && changesIdentity(store, values) ? new Promise((resolve, reject) => setWaiting({
				values,
				resolve,
				reject
			})) : save(values)
		}, store.id),
		/* @__PURE__ */ jsx(ConfirmDialog, {
			open: waiting !== null,
			onOpenChange: (open) => {
				if (open || !waiting) return;
				waiting.resolve();
				setWaiting(null);
			},
			title: "فروشگاه دوباره بررسی می‌شود",
			description: "با تغییر شماره شبا یا اطلاعات هویتی، فروشگاه تا تأیید دوباره (۷ تا ۱۰ روز کاری) در حال بررسی می‌ماند و پنل آن قفل می‌شود. ادامه می‌دهید؟",
			confirmLabel: "ذخیره و ارسال برای بررسی",
			onConfirm: () => {
				if (!waiting) return void 0;
				setWaiting(null);
				save(waiting.values).then(waiting.resolve, waiting.reject);
			}
		})
	] });
}
// src/routes/_authenticated/_provider/providers/stores.edit.$id.tsx?tsr-split=component
function ProvidersStoresEditByIdPage() {
	const { id } = Route.useParams();
	return /* @__PURE__ */ jsx(StoreEditPage, { id: Number(id) });
}
export { ProvidersStoresEditByIdPage as component };

//# sourceMappingURL=stores.edit._id-BAAVEfwh.js.map