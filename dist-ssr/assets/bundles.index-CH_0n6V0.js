import { i as bundleListQueryOptions, r as bundleListParams } from "./bundles-DXSOxuM_.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { t as BundleCard } from "./bundle-card-BeR6dgUw.js";
import { t as EmptyState } from "./empty-state-DjUFJLUD.js";
import { t as PagedCardPage } from "./paged-card-page-rrli4sBI.js";
import { i as LayersIcon } from "./shop-icons-CkopiUff.js";
import { I as Route } from "../entry-server.js";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { jsx } from "react/jsx-runtime";
// src/features/bundles/bundle-list-page.tsx
/** /bundles: every active bundle (basket) of the verified stores, newest first. */
function BundleListPage({ page, onPageChange }) {
	useDocumentTitle("سبدهای ویژه");
	const list = useQuery({
		...bundleListQueryOptions(bundleListParams(page)),
		placeholderData: keepPreviousData
	});
	return /* @__PURE__ */ jsx(PagedCardPage, {
		title: "سبدهای ویژه",
		intro: "فروشگاه‌ها چند کالای مکمل را در یک سبد کنار هم گذاشته‌اند تا یک‌جا و با قیمت بهتر بخرید.",
		list,
		pageSize: 20,
		page,
		onPageChange,
		renderCard: (bundle) => /* @__PURE__ */ jsx(BundleCard, { bundle }),
		empty: /* @__PURE__ */ jsx(EmptyState, {
			icon: /* @__PURE__ */ jsx(LayersIcon, {}),
			title: "هنوز سبدی برای نمایش نیست",
			description: "به‌زودی فروشگاه‌ها سبدهای تازه‌ای می‌چینند."
		})
	});
}
// src/routes/_public/bundles.index.tsx?tsr-split=component
function BundlesRoute() {
	const { page } = Route.useSearch();
	const navigate = Route.useNavigate();
	return /* @__PURE__ */ jsx(BundleListPage, {
		page,
		onPageChange: (next) => navigate({ search: { page: next > 1 ? next : void 0 } })
	});
}
export { BundlesRoute as component };

//# sourceMappingURL=bundles.index-CH_0n6V0.js.map