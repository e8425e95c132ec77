import "./css-BNi8J5P3.js";
import { t as errorDetail } from "./errors-BJLin2ZF.js";
import { n as uploadImage } from "./image-uploader-B163vCYC.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { a as Root, i as Label, r as Input } from "./field-DXW4QFjt.js";
import { useEffect, useId, useRef, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/ui/rich-text-editor.tsx
/** Whether the editor's HTML holds words or an image (an empty editor is «<p><br></p>»). */
var hasRichContent = (html) => /<img\s/i.test(html) || html.replace(/<[^>]*>|&nbsp;|\s/g, "") !== "";
var BLOCKS = /* @__PURE__ */ new Set([
	"P",
	"H2",
	"H3",
	"H4",
	"BLOCKQUOTE",
	"UL",
	"OL",
	"FIGURE",
	"DIV"
]);
var toolbarClass = "d_flex flex-wrap_wrap gap_1 p_2 bd-w_1px bd-b-w_0 bd-c_border.default bdr-t_control bg_bg.subtle";
var editorClass = "min-h_64 p_4 bd-w_1px bd-c_border.default bdr-b_control bg_bg.surface lh_2 ov-wrap_anywhere focusVisible:ring_2px_solid focusVisible:ring-c_accent.default focusVisible:ring-o_1px [&_>_*_+_*]:mt_3 [&_h2]:fs_xl [&_h2]:fw_bold [&_h3]:fs_lg [&_h3]:fw_bold [&_ul,_&_ol]:ps_6 [&_ul]:li-t_disc [&_ol]:li-t_decimal [&_a]:c_accent.text [&_a]:td_underline [&_img]:max-w_full [&_img]:h_auto [&_img]:bdr_control [&_blockquote]:bd-s-w_4px [&_blockquote]:bd-c_accent.muted [&_blockquote]:ps_4 [&_blockquote]:c_fg.muted [&_strong,_&_b]:fw_bold";
var linkRow = "d_flex gap_2 ai_flex-end flex-wrap_wrap mt_2";
var noteClass = "fs_sm mt_2 c_danger.default";
function RichTextEditor({ label, initialHtml, onChange, error, imageFolder }) {
	const editor = useRef(null);
	const saved = useRef(null);
	const fileInput = useRef(null);
	const [linking, setLinking] = useState(false);
	const [href, setHref] = useState("https://");
	const [upload, setUpload] = useState({
		busy: false,
		error: null
	});
	const labelId = useId();
	const errorId = useId();
	useEffect(() => {
		if (editor.current) editor.current.innerHTML = initialHtml || "<p><br></p>";
	}, []);
	const changed = () => onChange(editor.current?.innerHTML ?? "");
	/** The selection's range, if it lies in the editor (else the last one saved there). */
	const currentRange = () => {
		const selection = window.getSelection();
		if (selection && selection.rangeCount > 0) {
			const range = selection.getRangeAt(0);
			if (editor.current?.contains(range.commonAncestorContainer)) return range;
		}
		return saved.current;
	};
	const remember = () => {
		const range = currentRange();
		if (range) saved.current = range.cloneRange();
	};
	const select = (range) => {
		const selection = window.getSelection();
		selection?.removeAllRanges();
		selection?.addRange(range);
		saved.current = range.cloneRange();
	};
	/** The editor's top-level element holding the node (a paragraph, heading, list…). */
	const topBlock = (node) => {
		const root = editor.current;
		let n = node;
		while (n && n.parentNode !== root) n = n.parentNode;
		if (!n || !root) return null;
		if (n.nodeType === Node.ELEMENT_NODE && BLOCKS.has(n.tagName)) return n;
		const p = document.createElement("p");
		root.insertBefore(p, n);
		p.appendChild(n);
		return p;
	};
	const moveChildren = (from, to) => {
		while (from.firstChild) to.appendChild(from.firstChild);
	};
	const caretIn = (el) => {
		const range = document.createRange();
		range.selectNodeContents(el);
		range.collapse(false);
		select(range);
	};
	const setBlock = (tag) => {
		const range = currentRange();
		const block = topBlock(range?.startContainer ?? null);
		if (!block) return;
		const target = block.tagName.toLowerCase() === tag && tag !== "p" ? "p" : tag;
		if (block.tagName === "UL" || block.tagName === "OL") {
			const first = block.firstElementChild;
			for (const li of Array.from(block.children)) {
				const el = document.createElement(target);
				moveChildren(li, el);
				block.parentNode?.insertBefore(el, block);
			}
			block.remove();
			if (first) editor.current?.focus();
		} else {
			const el = document.createElement(target);
			moveChildren(block, el);
			block.replaceWith(el);
			caretIn(el);
		}
		changed();
	};
	const toggleList = (tag) => {
		const range = currentRange();
		const block = topBlock(range?.startContainer ?? null);
		if (!block) return;
		if (block.tagName.toLowerCase() === tag) {
			for (const li of Array.from(block.children)) {
				const p = document.createElement("p");
				moveChildren(li, p);
				block.parentNode?.insertBefore(p, block);
			}
			block.remove();
		} else if (block.tagName === "UL" || block.tagName === "OL") {
			const list = document.createElement(tag);
			moveChildren(block, list);
			block.replaceWith(list);
		} else {
			const list = document.createElement(tag);
			const li = document.createElement("li");
			moveChildren(block, li);
			if (!li.firstChild) li.appendChild(document.createElement("br"));
			list.appendChild(li);
			block.replaceWith(list);
			caretIn(li);
		}
		changed();
	};
	/** Bold or italic: unwraps when the selection is already inside one, else wraps the selection. */
	const toggleInline = (tag) => {
		const range = currentRange();
		if (!range || !editor.current) return;
		let n = range.commonAncestorContainer;
		while (n && n !== editor.current) {
			if (n.nodeType === Node.ELEMENT_NODE && n.tagName.toLowerCase() === tag) {
				const el = n;
				const parent = el.parentNode;
				while (el.firstChild) parent?.insertBefore(el.firstChild, el);
				el.remove();
				changed();
				return;
			}
			n = n.parentNode;
		}
		if (range.collapsed) return;
		const el = document.createElement(tag);
		el.appendChild(range.extractContents());
		range.insertNode(el);
		const after = document.createRange();
		after.selectNodeContents(el);
		select(after);
		changed();
	};
	const addLink = () => {
		const range = saved.current;
		const url = href.trim();
		if (!range || !/^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(url)) return;
		const a = document.createElement("a");
		a.href = url;
		if (range.collapsed) a.textContent = url;
		else a.appendChild(range.extractContents());
		range.insertNode(a);
		const after = document.createRange();
		after.setStartAfter(a);
		after.collapse(true);
		select(after);
		setLinking(false);
		setHref("https://");
		changed();
	};
	const insertImage = async (file) => {
		if (!imageFolder) return;
		setUpload({
			busy: true,
			error: null
		});
		try {
			const image = await uploadImage(file, void 0, { folder: imageFolder });
			const p = document.createElement("p");
			const img = document.createElement("img");
			img.src = image.url;
			img.alt = "";
			p.appendChild(img);
			const block = topBlock(saved.current?.startContainer ?? null);
			if (block) block.after(p);
			else editor.current?.appendChild(p);
			const next = document.createElement("p");
			next.appendChild(document.createElement("br"));
			p.after(next);
			caretIn(next);
			changed();
			setUpload({
				busy: false,
				error: null
			});
		} catch (e) {
			setUpload({
				busy: false,
				error: errorDetail(e) ?? "بارگذاری تصویر انجام نشد"
			});
		}
	};
	const keep = (event) => event.preventDefault();
	const tool = (text, label, run) => /* @__PURE__ */ jsx(Button, {
		type: "button",
		size: "sm",
		variant: "ghost",
		"aria-label": label,
		title: label,
		onMouseDown: keep,
		onClick: () => {
			run();
		},
		children: text
	});
	return /* @__PURE__ */ jsxs(Root, {
		invalid: Boolean(error),
		children: [
			/* @__PURE__ */ jsx("span", {
				id: labelId,
				className: "fw_medium fs_sm mb_1 d_block",
				children: label
			}),
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("div", {
				role: "toolbar",
				"aria-label": "ابزارهای متن",
				"aria-controls": `${labelId}-area`,
				className: toolbarClass,
				children: [
					tool("تیتر ۱", "تیتر بزرگ", () => setBlock("h2")),
					tool("تیتر ۲", "تیتر کوچک", () => setBlock("h3")),
					tool("بند", "بند ساده", () => setBlock("p")),
					tool("پررنگ", "پررنگ", () => toggleInline("strong")),
					tool("مورب", "مورب", () => toggleInline("em")),
					tool("فهرست", "فهرست نقطه‌ای", () => toggleList("ul")),
					tool("فهرست شماره‌دار", "فهرست شماره‌دار", () => toggleList("ol")),
					tool("نقل‌قول", "نقل‌قول", () => setBlock("blockquote")),
					tool("پیوند", "افزودن پیوند", () => {
						remember();
						setLinking((open) => !open);
					}),
					imageFolder ? /* @__PURE__ */ jsxs(Fragment, { children: [tool(upload.busy ? "در حال بارگذاری..." : "تصویر", "افزودن تصویر", () => {
						remember();
						fileInput.current?.click();
					}), /* @__PURE__ */ jsx("input", {
						ref: fileInput,
						type: "file",
						accept: "image/jpeg,image/png,image/webp,image/avif",
						hidden: true,
						"aria-label": "انتخاب تصویر برای متن",
						onChange: (e) => {
							const file = e.target.files?.[0];
							e.target.value = "";
							if (file) insertImage(file);
						}
					})] }) : null
				]
			}), /* @__PURE__ */ jsx("div", {
				ref: editor,
				id: `${labelId}-area`,
				role: "textbox",
				"aria-multiline": "true",
				"aria-labelledby": labelId,
				"aria-invalid": Boolean(error) || void 0,
				"aria-describedby": error ? errorId : void 0,
				tabIndex: 0,
				contentEditable: true,
				suppressContentEditableWarning: true,
				className: editorClass,
				dir: "rtl",
				onInput: changed,
				onBlur: () => {
					remember();
					changed();
				},
				onKeyUp: remember,
				onMouseUp: remember
			})] }),
			linking ? /* @__PURE__ */ jsxs("div", {
				className: linkRow,
				children: [
					/* @__PURE__ */ jsxs(Root, { children: [/* @__PURE__ */ jsx(Label, { children: "نشانی پیوند" }), /* @__PURE__ */ jsx(Input, {
						value: href,
						dir: "ltr",
						onChange: (e) => setHref(e.target.value),
						onKeyDown: (e) => {
							if (e.key === "Enter") {
								e.preventDefault();
								addLink();
							}
						}
					})] }),
					/* @__PURE__ */ jsx(Button, {
						type: "button",
						size: "sm",
						onClick: addLink,
						children: "افزودن پیوند"
					}),
					/* @__PURE__ */ jsx(Button, {
						type: "button",
						size: "sm",
						variant: "ghost",
						onClick: () => setLinking(false),
						children: "انصراف"
					})
				]
			}) : null,
			upload.error ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: noteClass,
				children: upload.error
			}) : null,
			error ? /* @__PURE__ */ jsx("p", {
				id: errorId,
				className: noteClass,
				children: error
			}) : null
		]
	});
}
export { hasRichContent as n, RichTextEditor as t };

//# sourceMappingURL=rich-text-editor-xhJs-1jb.js.map