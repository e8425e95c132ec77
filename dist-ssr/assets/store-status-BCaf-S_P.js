import { ot as Badge } from "../entry-server.js";
import { jsx } from "react/jsx-runtime";
// src/features/admin/stores/store-status.tsx
/** A store's review state: «تأییدشده» or «در انتظار بررسی». */
function StoreStatusBadge({ verified }) {
	return verified ? /* @__PURE__ */ jsx(Badge, {
		variant: "success",
		children: "تأییدشده"
	}) : /* @__PURE__ */ jsx(Badge, {
		variant: "warning",
		children: "در انتظار بررسی"
	});
}
var STORE_KIND_LABELS = {
	individual: "حقیقی",
	legal_entity: "حقوقی"
};
export { StoreStatusBadge as n, STORE_KIND_LABELS as t };

//# sourceMappingURL=store-status-BCaf-S_P.js.map