import { f as Icon } from "./icons-G-AnJJZZ.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/kit-icons.tsx
function CheckIcon(props) {
	return /* @__PURE__ */ jsx(Icon, {
		...props,
		children: /* @__PURE__ */ jsx("path", { d: "m5 12 5 5 9-10" })
	});
}
/** Points to the inline start (right in Persian): "previous" in a right-to-left calendar. */
function ChevronStartIcon(props) {
	return /* @__PURE__ */ jsx(Icon, {
		directional: true,
		...props,
		children: /* @__PURE__ */ jsx("path", { d: "m15 6-6 6 6 6" })
	});
}
function ChevronEndIcon(props) {
	return /* @__PURE__ */ jsx(Icon, {
		directional: true,
		...props,
		children: /* @__PURE__ */ jsx("path", { d: "m9 6 6 6-6 6" })
	});
}
function CalendarIcon(props) {
	return /* @__PURE__ */ jsxs(Icon, {
		...props,
		children: [/* @__PURE__ */ jsx("rect", {
			x: "3.5",
			y: "5",
			width: "17",
			height: "15.5",
			rx: "2"
		}), /* @__PURE__ */ jsx("path", { d: "M3.5 10h17M8 3v4M16 3v4" })]
	});
}
function ImageIcon(props) {
	return /* @__PURE__ */ jsxs(Icon, {
		...props,
		children: [
			/* @__PURE__ */ jsx("rect", {
				x: "3.5",
				y: "4.5",
				width: "17",
				height: "15",
				rx: "2"
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: "9",
				cy: "10",
				r: "1.8"
			}),
			/* @__PURE__ */ jsx("path", { d: "m20.5 16-5-5-9 8.5" })
		]
	});
}
export { ImageIcon as a, ChevronStartIcon as i, CheckIcon as n, ChevronEndIcon as r, CalendarIcon as t };

//# sourceMappingURL=kit-icons-_SQpM0q6.js.map