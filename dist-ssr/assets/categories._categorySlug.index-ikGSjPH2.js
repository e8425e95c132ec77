import { t as categoryBySlugQueryOptions } from "./categories-ZQYAdqY0.js";
import { t as CategoryPage } from "./category-page-CmbbMFDY.js";
import { E as Route } from "../entry-server.js";
import { useSuspenseQuery } from "@tanstack/react-query";
import { jsx } from "react/jsx-runtime";
// src/routes/_public/categories.$categorySlug.index.tsx?tsr-split=component
function CategoryRoute() {
	const { categorySlug } = Route.useParams();
	const search = Route.useSearch();
	const navigate = Route.useNavigate();
	const { data: category } = useSuspenseQuery(categoryBySlugQueryOptions(categorySlug));
	return /* @__PURE__ */ jsx(CategoryPage, {
		category,
		search,
		onSearchChange: (next) => navigate({
			search: next,
			resetScroll: false
		})
	});
}
export { CategoryRoute as component };

//# sourceMappingURL=categories._categorySlug.index-ikGSjPH2.js.map