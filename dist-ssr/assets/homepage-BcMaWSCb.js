import "./css-BNi8J5P3.js";
import { c as useSaveStoreHomepage, i as namesOf, r as expandedHomepageQueryOptions, t as CurationEditor } from "./curation-editor-Dc-Joizp.js";
import { n as myStoreQueryOptions } from "./stores-CA1jN-Ll.js";
import { b as toPersianDigits } from "./fa-B46h81DH.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { n as buttonClass } from "./button-BQVJ5_gf.js";
import { K as ErrorState, x as Route } from "../entry-server.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { n as SkeletonGroup, t as Skeleton } from "./skeleton-DPup_Gqx.js";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/providers/homepage/store-homepage-page.tsx
var muted = "c_fg.muted fs_sm mb_4";
/**
* /providers/$storeId/homepage: the products, bundles, articles and discounts that open the
* store's page, in order (at most the spec's homepage limit of each kind: what the page shows).
*/
function StoreHomepagePage({ storeId }) {
	useDocumentTitle("صفحهٔ اول فروشگاه");
	const store = useQuery(myStoreQueryOptions(storeId));
	const expanded = useQuery(expandedHomepageQueryOptions(storeId));
	const names = useMemo(() => namesOf(expanded.data), [expanded.data]);
	const save = useSaveStoreHomepage(storeId);
	const resources = expanded.data?.resources ?? [];
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(PanelHeader, {
			title: "صفحهٔ اول فروشگاه",
			actions: /* @__PURE__ */ jsx(Link, {
				to: "/stores/$storeId",
				params: { storeId: String(storeId) },
				className: buttonClass({ variant: "outline" }),
				children: "دیدن صفحهٔ فروشگاه"
			})
		}),
		/* @__PURE__ */ jsx("p", {
			className: muted,
			children: `آنچه اینجا می‌چینید، به همین ترتیب بالای صفحهٔ فروشگاه شما نمایش داده می‌شود؛ از هر نوع حداکثر ${toPersianDigits(5)} مورد.`
		}),
		store.isPending || expanded.isPending ? /* @__PURE__ */ jsx(SkeletonGroup, { children: /* @__PURE__ */ jsx(Skeleton, { className: "h_64 bdr_card" }) }) : expanded.error || store.error ? /* @__PURE__ */ jsx(ErrorState, {
			error: expanded.error ?? store.error,
			onRetry: () => void Promise.all([expanded.refetch(), store.refetch()])
		}) : /* @__PURE__ */ jsx(CurationEditor, {
			storeId,
			seller: true,
			resources,
			names,
			perKind: 5,
			onSave: (wanted) => save.mutateAsync({
				current: resources,
				wanted
			})
		})
	] });
}
// src/routes/_authenticated/_provider/providers/$storeId/homepage.tsx?tsr-split=component
function ProvidersByStoreIdHomepagePage() {
	const { storeId } = Route.useParams();
	return /* @__PURE__ */ jsx(StoreHomepagePage, { storeId: Number(storeId) });
}
export { ProvidersByStoreIdHomepagePage as component };

//# sourceMappingURL=homepage-BcMaWSCb.js.map