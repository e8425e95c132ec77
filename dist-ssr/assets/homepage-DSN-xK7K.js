import "./css-BNi8J5P3.js";
import { a as storeCandidatesQueryOptions, i as namesOf, n as adminResourcesQueryOptions, o as useAdminRemoveHomepageItem, r as expandedHomepageQueryOptions, s as useAdminSaveHomepage, t as CurationEditor } from "./curation-editor-Dc-Joizp.js";
import { b as toPersianDigits } from "./fa-B46h81DH.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { t as Combobox } from "./combobox-C_ZnWPt2.js";
import { K as ErrorState, k as Route } from "../entry-server.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { n as SkeletonGroup, t as Skeleton } from "./skeleton-DPup_Gqx.js";
import { a as Trigger, i as Root, n as Indicator, r as List } from "./tabs-1g6V2f6D.js";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/admin/homepage/admin-homepage-page.tsx
var scopeRow = "d_flex flex-d_column gap_3 mb_4 max-w_2xl";
var muted = "c_fg.muted fs_sm";
/**
* /admin/homepage: what opens the platform's home page (or, with ?store=, a store's page) and in
* which order. The list is saved in one call; a saved item is taken off at once after a
* confirmation. The home page shows either change on its next read.
*/
function AdminHomepagePage({ storeId }) {
	useDocumentTitle("چیدمان صفحهٔ اول");
	const navigate = useNavigate();
	const [storeText, setStoreText] = useState("");
	const stores = useQuery({
		...storeCandidatesQueryOptions(storeText),
		enabled: storeId !== null || storeText !== ""
	});
	const resources = useQuery(adminResourcesQueryOptions(storeId));
	const expanded = useQuery(expandedHomepageQueryOptions(storeId));
	const names = useMemo(() => namesOf(expanded.data), [expanded.data]);
	const save = useAdminSaveHomepage(storeId);
	const remove = useAdminRemoveHomepageItem();
	const storeName = expanded.data?.store?.name;
	const chosenStore = storeId === null ? null : {
		value: String(storeId),
		label: storeName ?? `فروشگاه ${toPersianDigits(storeId)}`
	};
	const [pickingStore, setPickingStore] = useState(false);
	const scope = storeId !== null || pickingStore ? "store" : "platform";
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(PanelHeader, { title: "چیدمان صفحهٔ اول" }),
		/* @__PURE__ */ jsxs("div", {
			className: scopeRow,
			children: [/* @__PURE__ */ jsx(Root, {
				value: scope,
				onValueChange: (d) => {
					setPickingStore(d.value === "store");
					if (d.value === "platform") navigate({
						to: ".",
						search: {}
					});
				},
				children: /* @__PURE__ */ jsxs(List, {
					"aria-label": "کدام صفحهٔ اول",
					children: [
						/* @__PURE__ */ jsx(Trigger, {
							value: "platform",
							children: "صفحهٔ اول راسته"
						}),
						/* @__PURE__ */ jsx(Trigger, {
							value: "store",
							children: "صفحهٔ یک فروشگاه"
						}),
						/* @__PURE__ */ jsx(Indicator, {})
					]
				})
			}), scope === "store" ? /* @__PURE__ */ jsx(Combobox, {
				label: "فروشگاه",
				items: stores.data ?? [],
				onSearch: setStoreText,
				loading: stores.isFetching,
				value: chosenStore,
				onValueChange: (o) => void navigate({
					to: ".",
					search: o ? { store: Number(o.value) } : {}
				}),
				placeholder: "نام فروشگاه را بنویسید"
			}) : null]
		}),
		scope === "store" && storeId === null ? /* @__PURE__ */ jsx("p", {
			className: muted,
			children: "فروشگاهی را که می‌خواهید صفحهٔ آن را بچینید انتخاب کنید."
		}) : resources.isPending || expanded.isPending ? /* @__PURE__ */ jsx(SkeletonGroup, { children: /* @__PURE__ */ jsx(Skeleton, { className: "h_64 bdr_card" }) }) : resources.error || expanded.error ? /* @__PURE__ */ jsx(ErrorState, {
			error: resources.error ?? expanded.error,
			onRetry: () => void Promise.all([resources.refetch(), expanded.refetch()])
		}) : /* @__PURE__ */ jsx(CurationEditor, {
			storeId,
			resources: resources.data ?? [],
			names,
			perKind: storeId !== null ? 5 : void 0,
			onSave: (wanted) => save.mutateAsync({ wanted }),
			onRemoveSaved: (entry) => {
				const saved = (resources.data ?? []).find((r) => r.resource_type === entry.resource_type && r.resource_id === entry.resource_id);
				return saved ? remove.mutateAsync(saved.id) : Promise.resolve();
			},
			note: storeId === null ? /* @__PURE__ */ jsx("p", {
				className: muted,
				children: "صفحهٔ اول راسته از هر نوع تا ۵ مورد نخست را نشان می‌دهد؛ برداشتن یک مورد ذخیره‌شده پس از تأیید، همان لحظه انجام می‌شود."
			}) : null
		})
	] });
}
// src/routes/_authenticated/_admin/admin/homepage.tsx?tsr-split=component
function AdminHomepageRoute() {
	const { store } = Route.useSearch();
	return /* @__PURE__ */ jsx(AdminHomepagePage, { storeId: store ?? null });
}
export { AdminHomepageRoute as component };

//# sourceMappingURL=homepage-DSN-xK7K.js.map