import "./css-BNi8J5P3.js";
import { r as formatDateTime } from "./fa-B46h81DH.js";
import { n as useOnline } from "./empty-state-DjUFJLUD.js";
import { jsx } from "react/jsx-runtime";
// src/ui/stale-note.tsx
/**
* Offline, a page read from the persisted cache says so, with the time of its copy: the seller
* knows an order may have moved on since.
*/
function StaleNote({ updatedAt }) {
	if (useOnline() || !updatedAt) return null;
	return /* @__PURE__ */ jsx("p", {
		role: "status",
		className: "fs_sm c_warning.default bg_warning.subtle bdr_control px_3 py_2",
		children: `بدون اتصال؛ ممکن است به‌روز نباشد (به‌روزشده در ${formatDateTime(updatedAt)})`
	});
}
export { StaleNote as t };

//# sourceMappingURL=stale-note-YkBkAc2u.js.map