import { n as PostEditPage } from "./post-pages-C3a6Qcct.js";
import { g as Route } from "../entry-server.js";
import { jsx } from "react/jsx-runtime";
// src/routes/_authenticated/_provider/providers/$storeId/blog.$id.tsx?tsr-split=component
function ProvidersByStoreIdBlogByIdPage() {
	const { storeId, id } = Route.useParams();
	return /* @__PURE__ */ jsx(PostEditPage, {
		storeId,
		id
	}, id);
}
export { ProvidersByStoreIdBlogByIdPage as component };

//# sourceMappingURL=blog._id-Db3R-r3D.js.map