import { u as storeQueryOptions } from "./stores-CA1jN-Ll.js";
import { t as StorePage } from "./store-page-CYIUiEw9.js";
import { A as Route } from "../entry-server.js";
import { useSuspenseQuery } from "@tanstack/react-query";
import { jsx } from "react/jsx-runtime";
// src/routes/_public/stores.$storeId.tsx?tsr-split=component
function StoreRoute() {
	const { storeId } = Route.useParams();
	const search = Route.useSearch();
	const navigate = Route.useNavigate();
	const { data: store } = useSuspenseQuery(storeQueryOptions(Number(storeId)));
	return /* @__PURE__ */ jsx(StorePage, {
		store,
		search,
		onSearchChange: (next) => navigate({
			search: next,
			resetScroll: false
		})
	});
}
export { StoreRoute as component };

//# sourceMappingURL=stores._storeId-CmsfhQvP.js.map