import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { t as ListHeader } from "./list-header-VavHev9Q.js";
import { t as ProductListView } from "./product-list-view-Dify1-wt.js";
import { t as brandProbeQueryOptions } from "./brand-probe-BMH3kKJh.js";
import { L as Route } from "../entry-server.js";
import { useSuspenseQuery } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/catalog/brand-page.tsx
/** /brand/{slug}: every product of the brand, with price, stock and sort filters. */
function BrandPage({ brand, search, onSearchChange }) {
	const title = `محصولات ${brand.name_fa}`;
	useDocumentTitle(title);
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(ListHeader, {
		title,
		crumbs: [{
			label: "خانه",
			link: { to: "/" }
		}, { label: `برند ${brand.name_fa}` }],
		description: brand.name_en ?? void 0
	}), /* @__PURE__ */ jsx(ProductListView, {
		scope: { brand: brand.slug },
		fixedBrand: true,
		search,
		onSearchChange
	})] });
}
// src/routes/_public/brand.$brandSlug.tsx?tsr-split=component
function BrandRoute() {
	const { brandSlug } = Route.useParams();
	const search = Route.useSearch();
	const navigate = Route.useNavigate();
	const { data: probe } = useSuspenseQuery(brandProbeQueryOptions(brandSlug));
	const brand = probe.items[0]?.brand;
	if (!brand) return null;
	return /* @__PURE__ */ jsx(BrandPage, {
		brand,
		search,
		onSearchChange: (next) => navigate({
			search: next,
			resetScroll: false
		})
	});
}
export { BrandRoute as component };

//# sourceMappingURL=brand._brandSlug-Cbhk2eoo.js.map