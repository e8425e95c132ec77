import { a as cx } from "./css-BNi8J5P3.js";
import { jsx } from "react/jsx-runtime";
// src/ui/prose.tsx
var prose = "lh_2 c_fg.default ov-wrap_anywhere [&_>_*_+_*]:mt_3 [&_h2]:fs_xl [&_h2]:fw_bold [&_h2]:mt_6 [&_h3]:fs_lg [&_h3]:fw_bold [&_h3]:mt_5 [&_h4]:fw_bold [&_h4]:mt_4 [&_ul,_&_ol]:ps_6 [&_ul]:li-t_disc [&_ol]:li-t_decimal [&_li_+_li]:mt_1 [&_a]:c_accent.text [&_a]:td_underline [&_img]:max-w_full [&_img]:h_auto [&_img]:bdr_control [&_blockquote]:bd-s-w_4px [&_blockquote]:bd-c_accent.muted [&_blockquote]:ps_4 [&_blockquote]:c_fg.muted [&_table]:w_full [&_table]:bd-cl_collapse [&_table]:fs_sm [&_th,_&_td]:bd-w_1px [&_th,_&_td]:bd-c_border.default [&_th,_&_td]:p_2 [&_th,_&_td]:ta_start [&_strong,_&_b]:fw_bold";
/** Rich text the server has already sanitised with its allowlist (descriptions, articles). */
function Prose({ html, className }) {
	return /* @__PURE__ */ jsx("div", {
		className: cx(prose, className),
		dangerouslySetInnerHTML: { __html: html }
	});
}
export { Prose as t };

//# sourceMappingURL=prose-Cq12X_CU.js.map