import { a as cx } from "./css-BNi8J5P3.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/icon.tsx
var mirrored = "rtl:trf_scaleX(-1)";
function Icon({ children, directional, className, ...props }) {
	return /* @__PURE__ */ jsx("svg", {
		viewBox: "0 0 24 24",
		width: "1em",
		height: "1em",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: 1.8,
		strokeLinecap: "round",
		strokeLinejoin: "round",
		"aria-hidden": "true",
		focusable: "false",
		className: cx(directional && mirrored, className),
		...props,
		children
	});
}
// src/ui/icons.tsx
function UserIcon(props) {
	return /* @__PURE__ */ jsxs(Icon, {
		...props,
		children: [/* @__PURE__ */ jsx("circle", {
			cx: "12",
			cy: "8",
			r: "4"
		}), /* @__PURE__ */ jsx("path", { d: "M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" })]
	});
}
function MenuIcon(props) {
	return /* @__PURE__ */ jsx(Icon, {
		...props,
		children: /* @__PURE__ */ jsx("path", { d: "M4 6h16M4 12h16M4 18h16" })
	});
}
function CloseIcon(props) {
	return /* @__PURE__ */ jsx(Icon, {
		...props,
		children: /* @__PURE__ */ jsx("path", { d: "M6 6l12 12M18 6 6 18" })
	});
}
function LogoutIcon(props) {
	return /* @__PURE__ */ jsxs(Icon, {
		...props,
		children: [/* @__PURE__ */ jsx("path", { d: "M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" }), /* @__PURE__ */ jsx("path", { d: "M10 16l-4-4 4-4M6 12h10" })]
	});
}
function SettingsIcon(props) {
	return /* @__PURE__ */ jsxs(Icon, {
		...props,
		children: [
			/* @__PURE__ */ jsx("path", { d: "M4 7h9M17 7h3M4 17h3M11 17h9" }),
			/* @__PURE__ */ jsx("circle", {
				cx: "15",
				cy: "7",
				r: "2"
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: "9",
				cy: "17",
				r: "2"
			})
		]
	});
}
function ShieldIcon(props) {
	return /* @__PURE__ */ jsx(Icon, {
		...props,
		children: /* @__PURE__ */ jsx("path", { d: "M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Z" })
	});
}
function HomeIcon(props) {
	return /* @__PURE__ */ jsxs(Icon, {
		...props,
		children: [/* @__PURE__ */ jsx("path", { d: "m3 11 9-7 9 7" }), /* @__PURE__ */ jsx("path", { d: "M5 10v10h14V10" })]
	});
}
function ChevronDownIcon(props) {
	return /* @__PURE__ */ jsx(Icon, {
		...props,
		children: /* @__PURE__ */ jsx("path", { d: "m6 9 6 6 6-6" })
	});
}
function OfflineIcon(props) {
	return /* @__PURE__ */ jsxs(Icon, {
		...props,
		children: [/* @__PURE__ */ jsx("path", { d: "M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.7M12 8c3 0 5.7 1.1 7.8 3M2 8.8A15 15 0 0 1 6.6 6" }), /* @__PURE__ */ jsx("path", { d: "M12 20h.01" })]
	});
}
/** Installing the app: an arrow into a tray. */
function InstallIcon(props) {
	return /* @__PURE__ */ jsxs(Icon, {
		...props,
		children: [/* @__PURE__ */ jsx("path", { d: "M12 4v11M7.5 10.5 12 15l4.5-4.5" }), /* @__PURE__ */ jsx("path", { d: "M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" })]
	});
}
/** Safari's share button (a box with an arrow out of it), as iOS draws it. */
function ShareIcon(props) {
	return /* @__PURE__ */ jsxs(Icon, {
		...props,
		children: [/* @__PURE__ */ jsx("path", { d: "M12 15V3M8 7l4-4 4 4" }), /* @__PURE__ */ jsx("path", { d: "M8 10H6a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1h-2" })]
	});
}
export { LogoutIcon as a, SettingsIcon as c, UserIcon as d, Icon as f, InstallIcon as i, ShareIcon as l, CloseIcon as n, MenuIcon as o, HomeIcon as r, OfflineIcon as s, ChevronDownIcon as t, ShieldIcon as u };

//# sourceMappingURL=icons-G-AnJJZZ.js.map