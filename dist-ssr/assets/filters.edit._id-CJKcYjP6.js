import { n as AdminFilterEditPage } from "./filter-pages-DAw3NcNA.js";
import { y as toLatinDigits } from "./fa-B46h81DH.js";
import { v as Route } from "../entry-server.js";
import { jsx } from "react/jsx-runtime";
// src/routes/_authenticated/_admin/admin/filters.edit.$id.tsx?tsr-split=component
function AdminFiltersEditByIdPage() {
	const { id } = Route.useParams();
	return /* @__PURE__ */ jsx(AdminFilterEditPage, { id: Number(toLatinDigits(id)) });
}
export { AdminFiltersEditByIdPage as component };

//# sourceMappingURL=filters.edit._id-CJKcYjP6.js.map