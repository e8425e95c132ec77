import { n as BundleEditPage } from "./bundle-pages-Bx-OJEvE.js";
import { p as Route } from "../entry-server.js";
import { jsx } from "react/jsx-runtime";
// src/routes/_authenticated/_provider/providers/$storeId/bundles.$id.tsx?tsr-split=component
function ProvidersByStoreIdBundlesByIdPage() {
	const { storeId, id } = Route.useParams();
	return /* @__PURE__ */ jsx(BundleEditPage, {
		storeId,
		id
	}, id);
}
export { ProvidersByStoreIdBundlesByIdPage as component };

//# sourceMappingURL=bundles._id-C_nF1KeH.js.map