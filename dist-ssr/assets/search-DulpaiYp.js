import "./css-BNi8J5P3.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { t as EmptyState } from "./empty-state-DjUFJLUD.js";
import { t as ListHeader } from "./list-header-VavHev9Q.js";
import { t as ProductListView } from "./product-list-view-Dify1-wt.js";
import { c as SearchIcon } from "./shop-icons-CkopiUff.js";
import { H as Route } from "../entry-server.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/search/search-page.tsx
/** /search?q=…: products matching the words, most relevant first, with the list's filters. */
function SearchPage({ search, onSearchChange }) {
	const q = search.q;
	useDocumentTitle(q ? `جستجوی «${q}»` : "جستجو");
	if (!q) return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(ListHeader, { title: "جستجو" }), /* @__PURE__ */ jsx(EmptyState, {
		icon: /* @__PURE__ */ jsx(SearchIcon, {}),
		title: "دنبال چه کالایی هستید؟",
		description: "نام کالا، برند یا دسته‌بندی را در کادر جستجوی بالای صفحه بنویسید و Enter را بزنید."
	})] });
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(ListHeader, {
		title: `نتایج جستجو برای «${q}»`,
		description: /* @__PURE__ */ jsx("span", {
			className: "c_fg.muted",
			children: "کالاهای همه فروشگاه‌ها، مرتبط‌ترین در ابتدا"
		})
	}), /* @__PURE__ */ jsx(ProductListView, {
		scope: { search: q },
		search,
		onSearchChange,
		emptyTitle: "نتیجه‌ای یافت نشد",
		emptyDescription: "املای عبارت را بررسی کنید یا عبارت کوتاه‌تر و کلی‌تری را جستجو کنید."
	})] });
}
// src/routes/_public/search.tsx?tsr-split=component
function SearchRoute() {
	const search = Route.useSearch();
	const navigate = Route.useNavigate();
	return /* @__PURE__ */ jsx(SearchPage, {
		search,
		onSearchChange: (next) => navigate({
			search: {
				...next,
				q: search.q
			},
			resetScroll: false
		})
	});
}
export { SearchRoute as component };

//# sourceMappingURL=search-DulpaiYp.js.map