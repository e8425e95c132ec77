import { pt as NotFound } from "../entry-server.js";
import { jsx } from "react/jsx-runtime";
// src/routes/_authenticated/_provider/providers/$.tsx?tsr-split=component
function ProviderNotFound() {
	return /* @__PURE__ */ jsx(NotFound, {
		homeHref: "/providers",
		homeLabel: "بازگشت به پنل فروشنده"
	});
}
export { ProviderNotFound as component };

//# sourceMappingURL=_-CeSDtI_m.js.map