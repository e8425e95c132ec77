import { n as normalizeText } from "./text-Dg7pP3m7.js";
import { a as categoryTreeQueryOptions, i as categoryPath } from "./categories-ZQYAdqY0.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { n as SubcategoryLinks, r as categoryCrumbs, t as ListHeader } from "./list-header-VavHev9Q.js";
import { t as ProductListView } from "./product-list-view-Dify1-wt.js";
import { N as Route } from "../entry-server.js";
import { useQuery } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/catalog/products-page.tsx
/** A name compared the way the server compares search words (sdk/rules/text, its own rule). */
var folded = normalizeText;
/**
* /products (?category=id&search=…): every product, or a category's, or a search in it. A category
* suggestion opens it with the category's own name as the phrase: the server then lists the whole
* category, and the page is that category's page (its title and subcategories).
*/
function ProductsPage({ search, onSearchChange }) {
	const roots = useQuery(categoryTreeQueryOptions).data?.items ?? [];
	const path = search.category ? categoryPath(roots, search.category) : [];
	const category = path.at(-1);
	const words = search.search && !path.some((c) => folded(c.name_fa) === folded(search.search ?? "")) ? search.search : void 0;
	const title = words ? `جستجوی «${words}»${category ? ` در ${category.name_fa}` : ""}` : category?.name_fa ?? "همه محصولات";
	useDocumentTitle(title);
	return /* @__PURE__ */ jsxs("div", { children: [
		/* @__PURE__ */ jsx(ListHeader, {
			title,
			crumbs: category ? categoryCrumbs(path, { linkLast: Boolean(words) }) : void 0
		}),
		words ? null : /* @__PURE__ */ jsx(SubcategoryLinks, { categories: category ? category.children : roots }),
		/* @__PURE__ */ jsx(ProductListView, {
			scope: {
				categoryId: search.category,
				search: search.search
			},
			search,
			onSearchChange,
			emptyTitle: words ? "نتیجه‌ای یافت نشد" : void 0
		})
	] });
}
// src/routes/_public/products.index.tsx?tsr-split=component
function ProductsRoute() {
	const search = Route.useSearch();
	const navigate = Route.useNavigate();
	return /* @__PURE__ */ jsx(ProductsPage, {
		search,
		onSearchChange: (next) => navigate({
			search: next,
			resetScroll: false
		})
	});
}
export { ProductsRoute as component };

//# sourceMappingURL=products.index-DGauZ836.js.map