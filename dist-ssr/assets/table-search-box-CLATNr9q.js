import { a as Root, i as Label, r as Input } from "./field-DXW4QFjt.js";
import { r as useTableSearch } from "./data-table-BsDfL5SZ.js";
import { useEffect, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/data-table/table-search-box.tsx
var DEBOUNCE_MS = 400;
/**
* The list's search box: the phrase goes to the URL's `q` a moment after typing stops (at once
* on Enter), and back to page 1. Walking back through history puts the old phrase back.
*/
function TableSearchBox({ label, placeholder }) {
	const { search, update } = useTableSearch();
	const current = search.q ?? "";
	const [text, setText] = useState(current);
	const updateRef = useRef(update);
	updateRef.current = update;
	useEffect(() => setText(current), [current]);
	useEffect(() => {
		const phrase = text.trim();
		if (phrase === current) return;
		const timer = setTimeout(() => updateRef.current({ q: phrase || void 0 }), DEBOUNCE_MS);
		return () => clearTimeout(timer);
	}, [text, current]);
	return /* @__PURE__ */ jsx("search", { children: /* @__PURE__ */ jsx("form", {
		onSubmit: (event) => {
			event.preventDefault();
			update({ q: text.trim() || void 0 });
		},
		children: /* @__PURE__ */ jsxs(Root, { children: [/* @__PURE__ */ jsx(Label, { children: label }), /* @__PURE__ */ jsx(Input, {
			type: "search",
			value: text,
			placeholder,
			enterKeyHint: "search",
			onChange: (event) => setText(event.currentTarget.value)
		})] })
	}) });
}
export { TableSearchBox as t };

//# sourceMappingURL=table-search-box-CLATNr9q.js.map