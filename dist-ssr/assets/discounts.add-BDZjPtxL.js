import { t as DiscountAddPage } from "./discount-pages-CaWpKFc-.js";
import { l as Route } from "../entry-server.js";
import { jsx } from "react/jsx-runtime";
// src/routes/_authenticated/_provider/providers/$storeId/discounts.add.tsx?tsr-split=component
function ProvidersByStoreIdDiscountsAddPage() {
	const { storeId } = Route.useParams();
	return /* @__PURE__ */ jsx(DiscountAddPage, { storeId });
}
export { ProvidersByStoreIdDiscountsAddPage as component };

//# sourceMappingURL=discounts.add-BDZjPtxL.js.map