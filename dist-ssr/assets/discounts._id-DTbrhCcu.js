import { n as DiscountEditPage } from "./discount-pages-CaWpKFc-.js";
import { u as Route } from "../entry-server.js";
import { jsx } from "react/jsx-runtime";
// src/routes/_authenticated/_provider/providers/$storeId/discounts.$id.tsx?tsr-split=component
function ProvidersByStoreIdDiscountsByIdPage() {
	const { storeId, id } = Route.useParams();
	return /* @__PURE__ */ jsx(DiscountEditPage, {
		storeId,
		id
	});
}
export { ProvidersByStoreIdDiscountsByIdPage as component };

//# sourceMappingURL=discounts._id-DTbrhCcu.js.map