import { a as cx } from "./css-BNi8J5P3.js";
import { r as useQueriesPaused, t as EmptyState } from "./empty-state-DjUFJLUD.js";
import { s as OfflineIcon } from "./icons-G-AnJJZZ.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/offline-notice.tsx
var NEEDS_CONNECTION = "برای دیدن این صفحه به اینترنت نیاز دارید";
/**
* A page (or part of one) that is not saved on this device and cannot load offline. Pages already
* visited open from the service worker's cache instead.
*/
function OfflineNotice({ action, title = NEEDS_CONNECTION }) {
	return /* @__PURE__ */ jsx(EmptyState, {
		role: "alert",
		icon: /* @__PURE__ */ jsx(OfflineIcon, {}),
		title,
		description: "این صفحه هنوز روی این دستگاه ذخیره نشده است. به اینترنت وصل شوید تا بارگذاری شود؛ صفحه‌هایی که پیش‌تر دیده‌اید بدون اینترنت هم باز می‌شوند.",
		action
	});
}
// src/ui/skeleton.tsx
var block = "bg_bg.muted bdr_control anim_pulse_1.4s_ease-in-out_infinite [@media_(prefers-reduced-motion:_reduce)]:anim_none";
/** A grey placeholder block while content loads; size it with a class. Hidden from readers. */
function Skeleton({ className }) {
	return /* @__PURE__ */ jsx("span", {
		"aria-hidden": "true",
		className: cx(block, "d_block", className)
	});
}
/**
* Wraps skeletons so screen readers hear one «در حال بارگذاری...» instead of nothing. While the
* query client waits for the connection to come back, the skeletons would wait forever: it says
* the page needs a connection instead (and loads once it is back).
*/
function SkeletonGroup({ children, label = "در حال بارگذاری..." }) {
	if (useQueriesPaused()) return /* @__PURE__ */ jsx(OfflineNotice, {});
	return /* @__PURE__ */ jsxs("div", {
		role: "status",
		"aria-live": "polite",
		"aria-busy": "true",
		children: [/* @__PURE__ */ jsx("span", {
			className: "sr_true",
			children: label
		}), children]
	});
}
export { SkeletonGroup as n, NEEDS_CONNECTION as r, Skeleton as t };

//# sourceMappingURL=skeleton-DPup_Gqx.js.map