import { t as BundleAddPage } from "./bundle-pages-Bx-OJEvE.js";
import { f as Route } from "../entry-server.js";
import { jsx } from "react/jsx-runtime";
// src/routes/_authenticated/_provider/providers/$storeId/bundles.add.tsx?tsr-split=component
function ProvidersByStoreIdBundlesAddPage() {
	const { storeId } = Route.useParams();
	return /* @__PURE__ */ jsx(BundleAddPage, { storeId });
}
export { ProvidersByStoreIdBundlesAddPage as component };

//# sourceMappingURL=bundles.add-DfvCt8VM.js.map