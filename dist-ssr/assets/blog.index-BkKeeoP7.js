import { n as blogListParams, r as blogListQueryOptions } from "./blog-B6L133E0.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { t as ArticleCard } from "./article-card-CGFnleal.js";
import { t as EmptyState } from "./empty-state-DjUFJLUD.js";
import { t as PagedCardPage } from "./paged-card-page-rrli4sBI.js";
import { t as ArticleIcon } from "./shop-icons-CkopiUff.js";
import { R as Route } from "../entry-server.js";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { jsx } from "react/jsx-runtime";
// src/features/blog/blog-list-page.tsx
/** /blog: the stores' published articles, newest first. */
function BlogListPage({ page, onPageChange }) {
	useDocumentTitle("مجله راسته");
	const list = useQuery({
		...blogListQueryOptions(blogListParams(page)),
		placeholderData: keepPreviousData
	});
	return /* @__PURE__ */ jsx(PagedCardPage, {
		title: "مجله راسته",
		intro: "راهنمای خرید، نکته‌های نگهداری و تازه‌های بازار، به قلم فروشگاه‌های راسته.",
		list,
		pageSize: 20,
		page,
		onPageChange,
		renderCard: (post) => /* @__PURE__ */ jsx(ArticleCard, { post }),
		empty: /* @__PURE__ */ jsx(EmptyState, {
			icon: /* @__PURE__ */ jsx(ArticleIcon, {}),
			title: "هنوز مقاله‌ای منتشر نشده است"
		})
	});
}
// src/routes/_public/blog.index.tsx?tsr-split=component
function BlogRoute() {
	const { page } = Route.useSearch();
	const navigate = Route.useNavigate();
	return /* @__PURE__ */ jsx(BlogListPage, {
		page,
		onPageChange: (next) => navigate({ search: { page: next > 1 ? next : void 0 } })
	});
}
export { BlogRoute as component };

//# sourceMappingURL=blog.index-BkKeeoP7.js.map