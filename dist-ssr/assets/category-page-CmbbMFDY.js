import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { n as SubcategoryLinks, r as categoryCrumbs, t as ListHeader } from "./list-header-VavHev9Q.js";
import { t as ProductListView } from "./product-list-view-Dify1-wt.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/catalog/category-page.tsx
/** /categories/{slug} and /categories/{slug}/{brand}: the category's products with its facets. */
function CategoryPage({ category, brand, search, onSearchChange }) {
	const path = [...category.ancestors ?? [], category];
	const title = brand ? `${category.name_fa} ${brand.name_fa}` : category.name_fa;
	useDocumentTitle(title);
	const crumbs = brand ? [...categoryCrumbs(path, { linkLast: true }), { label: brand.name_fa }] : categoryCrumbs(path);
	return /* @__PURE__ */ jsxs("div", { children: [
		/* @__PURE__ */ jsx(ListHeader, {
			title,
			crumbs
		}),
		brand ? null : /* @__PURE__ */ jsx(SubcategoryLinks, { categories: category.children }),
		/* @__PURE__ */ jsx(ProductListView, {
			scope: {
				categoryId: category.id,
				brand: brand?.slug
			},
			fixedBrand: Boolean(brand),
			search,
			onSearchChange
		})
	] });
}
export { CategoryPage as t };

//# sourceMappingURL=category-page-CmbbMFDY.js.map