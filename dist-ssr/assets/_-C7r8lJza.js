import { pt as NotFound } from "../entry-server.js";
import { jsx } from "react/jsx-runtime";
// src/routes/_authenticated/_admin/admin/$.tsx?tsr-split=component
function AdminNotFound() {
	return /* @__PURE__ */ jsx(NotFound, {
		homeHref: "/admin/stores",
		homeLabel: "بازگشت به فروشگاه‌ها"
	});
}
export { AdminNotFound as component };

//# sourceMappingURL=_-C7r8lJza.js.map