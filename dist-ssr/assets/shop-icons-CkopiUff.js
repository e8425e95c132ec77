import { f as Icon } from "./icons-G-AnJJZZ.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/shop-icons.tsx
function SearchIcon(props) {
	return /* @__PURE__ */ jsxs(Icon, {
		...props,
		children: [/* @__PURE__ */ jsx("circle", {
			cx: "11",
			cy: "11",
			r: "7"
		}), /* @__PURE__ */ jsx("path", { d: "m20 20-3.5-3.5" })]
	});
}
function CartIcon(props) {
	return /* @__PURE__ */ jsxs(Icon, {
		...props,
		children: [
			/* @__PURE__ */ jsx("path", { d: "M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" }),
			/* @__PURE__ */ jsx("circle", {
				cx: "10",
				cy: "20",
				r: "1.2"
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: "17",
				cy: "20",
				r: "1.2"
			})
		]
	});
}
function StoreIcon(props) {
	return /* @__PURE__ */ jsxs(Icon, {
		...props,
		children: [/* @__PURE__ */ jsx("path", { d: "M4 9.5 5.5 4h13L20 9.5a3 3 0 0 1-5.3 1.9A3 3 0 0 1 12 12.5a3 3 0 0 1-2.7-1.1A3 3 0 0 1 4 9.5Z" }), /* @__PURE__ */ jsx("path", { d: "M5.5 12v8h13v-8M10 20v-4h4v4" })]
	});
}
function BoxIcon(props) {
	return /* @__PURE__ */ jsxs(Icon, {
		...props,
		children: [/* @__PURE__ */ jsx("path", { d: "m12 3 8 4.5v9L12 21l-8-4.5v-9L12 3Z" }), /* @__PURE__ */ jsx("path", { d: "m4 7.5 8 4.5 8-4.5M12 12v9" })]
	});
}
function LayersIcon(props) {
	return /* @__PURE__ */ jsxs(Icon, {
		...props,
		children: [/* @__PURE__ */ jsx("path", { d: "m12 3 9 5-9 5-9-5 9-5Z" }), /* @__PURE__ */ jsx("path", { d: "m3 13 9 5 9-5" })]
	});
}
function PercentIcon(props) {
	return /* @__PURE__ */ jsxs(Icon, {
		...props,
		children: [
			/* @__PURE__ */ jsx("path", { d: "M19 5 5 19" }),
			/* @__PURE__ */ jsx("circle", {
				cx: "7",
				cy: "7",
				r: "2.5"
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: "17",
				cy: "17",
				r: "2.5"
			})
		]
	});
}
function OrdersIcon(props) {
	return /* @__PURE__ */ jsxs(Icon, {
		...props,
		children: [/* @__PURE__ */ jsx("path", { d: "M6 3h12v18l-3-2-3 2-3-2-3 2V3Z" }), /* @__PURE__ */ jsx("path", { d: "M9 8h6M9 12h6" })]
	});
}
function ArticleIcon(props) {
	return /* @__PURE__ */ jsxs(Icon, {
		...props,
		children: [/* @__PURE__ */ jsx("path", { d: "M6 3h9l4 4v14H6V3Z" }), /* @__PURE__ */ jsx("path", { d: "M9 11h7M9 15h7M9 7h3" })]
	});
}
function MapPinIcon(props) {
	return /* @__PURE__ */ jsxs(Icon, {
		...props,
		children: [/* @__PURE__ */ jsx("path", { d: "M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" }), /* @__PURE__ */ jsx("circle", {
			cx: "12",
			cy: "9.5",
			r: "2.5"
		})]
	});
}
export { MapPinIcon as a, SearchIcon as c, LayersIcon as i, StoreIcon as l, BoxIcon as n, OrdersIcon as o, CartIcon as r, PercentIcon as s, ArticleIcon as t };

//# sourceMappingURL=shop-icons-CkopiUff.js.map