import { t as BlogPage } from "./blog-page-CU_xAhRU.js";
import { _ as Route } from "../entry-server.js";
import { jsx } from "react/jsx-runtime";
// src/routes/_authenticated/_provider/providers/$storeId/blog.index.tsx?tsr-split=component
function ProvidersByStoreIdBlogPage() {
	const { storeId } = Route.useParams();
	return /* @__PURE__ */ jsx(BlogPage, { storeId });
}
export { ProvidersByStoreIdBlogPage as component };

//# sourceMappingURL=blog.index-dDj4QUHP.js.map