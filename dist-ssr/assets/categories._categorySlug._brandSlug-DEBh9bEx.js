import { t as categoryBySlugQueryOptions } from "./categories-ZQYAdqY0.js";
import { t as brandProbeQueryOptions } from "./brand-probe-BMH3kKJh.js";
import { t as CategoryPage } from "./category-page-CmbbMFDY.js";
import { T as Route } from "../entry-server.js";
import { useSuspenseQuery } from "@tanstack/react-query";
import { jsx } from "react/jsx-runtime";
// src/routes/_public/categories.$categorySlug.$brandSlug.tsx?tsr-split=component
function CategoryBrandRoute() {
	const { categorySlug, brandSlug } = Route.useParams();
	const search = Route.useSearch();
	const navigate = Route.useNavigate();
	const { data: category } = useSuspenseQuery(categoryBySlugQueryOptions(categorySlug));
	const { data: probe } = useSuspenseQuery(brandProbeQueryOptions(brandSlug, category.id));
	const brand = probe.items[0]?.brand;
	if (!brand) return null;
	return /* @__PURE__ */ jsx(CategoryPage, {
		category,
		brand,
		search,
		onSearchChange: (next) => navigate({
			search: next,
			resetScroll: false
		})
	});
}
export { CategoryBrandRoute as component };

//# sourceMappingURL=categories._categorySlug._brandSlug-DEBh9bEx.js.map