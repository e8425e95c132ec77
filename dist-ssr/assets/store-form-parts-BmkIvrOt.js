import "./css-BNi8J5P3.js";
import { a as Root, i as Label, n as HelperText, t as ErrorText } from "./field-DXW4QFjt.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/providers/stores/store-form-parts.tsx
var sectionClass = "d_flex flex-d_column gap_4 bd-w_1px bd-c_border.default bdr_card bg_bg.surface p_4 md:p_5";
var legendClass = "fw_bold fs_md px_1";
var pairClass = "d_grid grid-tc_1fr md:grid-tc_1fr_1fr gap_4";
var numberClass = "ta_end ff-s_\"tnum\"";
var optional = /* @__PURE__ */ jsx("span", {
	className: "c_fg.muted fw_normal",
	children: " (اختیاری)"
});
/** A labelled field with its Persian message (or its helper text while there is none). */
function TextField({ label, error, required, hint, helper, children }) {
	return /* @__PURE__ */ jsxs(Root, {
		invalid: Boolean(error),
		required,
		children: [
			/* @__PURE__ */ jsxs(Label, { children: [label, hint] }),
			children,
			error ? /* @__PURE__ */ jsx(ErrorText, { children: error }) : helper ? /* @__PURE__ */ jsx(HelperText, { children: helper }) : null
		]
	});
}
export { pairClass as a, optional as i, legendClass as n, sectionClass as o, numberClass as r, TextField as t };

//# sourceMappingURL=store-form-parts-BmkIvrOt.js.map