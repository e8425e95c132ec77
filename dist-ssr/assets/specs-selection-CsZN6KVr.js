// src/lib/product-list/specs-selection.ts
var KEY = /^[A-Za-z0-9_.-]{1,64}$/;
var MAX_KEYS = 30;
var MAX_VALUES = 50;
function isPlainObject(value) {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}
function finite(value) {
	const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
	return typeof n === "number" && Number.isFinite(n) ? n : void 0;
}
function cleanValue(value) {
	if (typeof value === "boolean") return value;
	if (typeof value === "string" || typeof value === "number") value = [value];
	if (Array.isArray(value)) {
		const options = value.filter((item) => typeof item === "string" || typeof item === "number").map((item) => String(item).trim()).filter((item) => item.length > 0 && item.length <= 100);
		const unique = [...new Set(options)].slice(0, MAX_VALUES);
		return unique.length ? unique : void 0;
	}
	if (isPlainObject(value)) {
		let min = finite(value.min);
		let max = finite(value.max);
		if (min === void 0 && max === void 0) return void 0;
		if (min !== void 0 && max !== void 0 && min > max) [min, max] = [max, min];
		return {
			...min !== void 0 ? { min } : {},
			...max !== void 0 ? { max } : {}
		};
	}
}
/** Whatever the URL's `specs` holds, as a valid selection; undefined when nothing is left. */
function cleanSpecs(input) {
	let raw = input;
	if (typeof raw === "string") try {
		raw = JSON.parse(raw);
	} catch {
		return;
	}
	if (!isPlainObject(raw)) return void 0;
	const out = {};
	for (const [key, value] of Object.entries(raw).slice(0, MAX_KEYS)) {
		if (!KEY.test(key)) continue;
		const clean = cleanValue(value);
		if (clean !== void 0) out[key] = clean;
	}
	return Object.keys(out).length ? out : void 0;
}
function withKey(selection, key, value) {
	const next = { ...selection };
	if (value === void 0) delete next[key];
	else next[key] = value;
	return Object.keys(next).length ? next : void 0;
}
/** Tick or untick one option of a select/multi_select facet. */
function toggleOption(selection, key, option) {
	const current = selection?.[key];
	const list = Array.isArray(current) ? current : [];
	const next = list.includes(option) ? list.filter((item) => item !== option) : [...list, option];
	return withKey(selection, key, next.length ? next : void 0);
}
/** Set (or clear, with both ends empty) a range facet. */
function setRange(selection, key, range) {
	return withKey(selection, key, cleanValue(range));
}
/** Turn a yes/no facet on (only products with it) or off (no filter). */
function setFlag(selection, key, on) {
	return withKey(selection, key, on ? true : void 0);
}
function removeSpec(selection, key) {
	return withKey(selection, key, void 0);
}
function selectedOptions(selection, key) {
	const value = selection?.[key];
	return Array.isArray(value) ? value : [];
}
function selectedRange(selection, key) {
	const value = selection?.[key];
	return value && typeof value === "object" && !Array.isArray(value) ? value : {};
}
/**
* The API's `specs` parameter: only the category's facets, each in its type's shape, in the
* facets' order (so the same filters always give the same string and the same cache entry).
*/
function specsForApi(selection, facets) {
	if (!selection) return void 0;
	const out = {};
	for (const facet of facets) {
		const value = selection[facet.key];
		if (value === void 0) continue;
		if ((facet.type === "select" || facet.type === "multi_select") && Array.isArray(value)) {
			const known = new Set(facet.options.map((option) => option.value));
			const options = known.size ? value.filter((item) => known.has(item)) : value;
			if (options.length) out[facet.key] = options;
		} else if (facet.type === "range" && typeof value === "object" && !Array.isArray(value)) out[facet.key] = value;
		else if (facet.type === "boolean" && typeof value === "boolean") out[facet.key] = value;
	}
	return Object.keys(out).length ? JSON.stringify(out) : void 0;
}
export { setFlag as a, toggleOption as c, selectedRange as i, removeSpec as n, setRange as o, selectedOptions as r, specsForApi as s, cleanSpecs as t };

//# sourceMappingURL=specs-selection-CsZN6KVr.js.map