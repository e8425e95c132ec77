import { t as PostAddPage } from "./post-pages-C3a6Qcct.js";
import { h as Route } from "../entry-server.js";
import { jsx } from "react/jsx-runtime";
// src/routes/_authenticated/_provider/providers/$storeId/blog.add.tsx?tsr-split=component
function ProvidersByStoreIdBlogAddPage() {
	const { storeId } = Route.useParams();
	return /* @__PURE__ */ jsx(PostAddPage, { storeId });
}
export { ProvidersByStoreIdBlogAddPage as component };

//# sourceMappingURL=blog.add-CsM6-CM1.js.map