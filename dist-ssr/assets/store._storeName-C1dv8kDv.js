import { o as storeBySlugQueryOptions } from "./stores-CA1jN-Ll.js";
import { t as StorePage } from "./store-page-CYIUiEw9.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { n as buttonClass } from "./button-BQVJ5_gf.js";
import { t as EmptyState } from "./empty-state-DjUFJLUD.js";
import { l as StoreIcon } from "./shop-icons-CkopiUff.js";
import { M as Route } from "../entry-server.js";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { jsx } from "react/jsx-runtime";
// src/routes/_public/store.$storeName.tsx?tsr-split=component
function StoreByNameRoute() {
	const { storeName } = Route.useParams();
	const search = Route.useSearch();
	const navigate = Route.useNavigate();
	const { data } = useSuspenseQuery(storeBySlugQueryOptions(storeName));
	const store = data.items[0];
	if (!store) return /* @__PURE__ */ jsx(NoStore, {});
	return /* @__PURE__ */ jsx(StorePage, {
		store,
		search,
		onSearchChange: (next) => navigate({
			search: next,
			resetScroll: false
		})
	});
}
function NoStore() {
	useDocumentTitle("فروشگاهی یافت نشد");
	return /* @__PURE__ */ jsx(EmptyState, {
		icon: /* @__PURE__ */ jsx(StoreIcon, {}),
		title: "فروشگاهی یافت نشد",
		description: "نشانی این فروشگاه درست نیست یا فروشگاه دیگر فعال نیست.",
		action: /* @__PURE__ */ jsx(Link, {
			to: "/stores",
			className: buttonClass({ variant: "outline" }),
			children: "دیدن همه فروشگاه‌ها"
		})
	});
}
export { StoreByNameRoute as component };

//# sourceMappingURL=store._storeName-C1dv8kDv.js.map