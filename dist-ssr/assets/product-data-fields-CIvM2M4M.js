import "./css-BNi8J5P3.js";
import { a as categoryTreeQueryOptions, n as categoryFiltersQueryOptions, r as categoryKeys } from "./categories-ZQYAdqY0.js";
import { a as Root, i as Label, n as HelperText, r as Input, t as ErrorText } from "./field-DXW4QFjt.js";
import { n as hasRichContent, t as RichTextEditor } from "./rich-text-editor-xhJs-1jb.js";
import { t as Select } from "./select-D8_Drlvu.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { t as NumberInput } from "./number-input-C6ImeEwP.js";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/providers/products/spec-fields.tsx
/** Ark's select cannot hold '' as an item: this item stands for «no value». */
var NONE = "__none";
var fieldsetClass = "d_flex flex-d_column gap_3 min-w_0";
var legendClass = "fw_bold mb_2";
var gridClass = "d_grid grid-tc_1fr md:grid-tc_1fr_1fr gap_4";
var groupClass = "min-w_0 bd-w_1px bd-c_border.default bdr_control p_2";
var groupLegendClass = "fw_medium fs_sm px_1";
var errorClass = "c_danger.default fs_sm mt_1";
var noteClass = "c_fg.muted fs_sm";
var checkRowClass = "d_flex ai_center gap_2 min-h_10 px_1 cursor_pointer";
var checkClass = "w_5 h_5 flex-sh_0 ac-c_accent.default cursor_pointer";
/** The form field name of a spec, as the server's 422 names it (body.specs.<key> → specs.<key>). */
var specField = (key) => `specs.${key}`;
/** The specs without `key`, or with its new value. */
function withSpec(specs, key, value) {
	const { [key]: _, ...rest } = specs;
	return value === void 0 ? rest : {
		...rest,
		[key]: value
	};
}
function SpecFields({ categoryId, specs, onChange, errors }) {
	const facets = useQuery({
		...categoryFiltersQueryOptions(categoryId),
		enabled: categoryId > 0,
		meta: { silentError: true }
	});
	if (!categoryId) return null;
	const items = facets.data?.items ?? [];
	return /* @__PURE__ */ jsxs("fieldset", {
		className: fieldsetClass,
		"aria-busy": facets.isPending,
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: legendClass,
				children: "ویژگی‌های کالا"
			}),
			facets.isPending ? /* @__PURE__ */ jsx("p", {
				className: noteClass,
				children: "در حال بارگذاری ویژگی‌ها..."
			}) : null,
			facets.isError ? /* @__PURE__ */ jsxs("div", {
				role: "alert",
				className: noteClass,
				children: [
					"ویژگی‌های این دسته بارگذاری نشد.",
					" ",
					/* @__PURE__ */ jsx(Button, {
						type: "button",
						size: "sm",
						variant: "ghost",
						onClick: () => void facets.refetch(),
						children: "تلاش دوباره"
					})
				]
			}) : null,
			facets.isSuccess && items.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: noteClass,
				children: "این دسته ویژگی قابل‌فیلتری ندارد."
			}) : null,
			items.length ? /* @__PURE__ */ jsx("div", {
				className: gridClass,
				children: items.map((facet) => /* @__PURE__ */ jsx(SpecInput, {
					facet,
					value: specs[facet.key],
					error: errors[specField(facet.key)],
					onChange: (value) => onChange(withSpec(specs, facet.key, value))
				}, facet.key))
			}) : null
		]
	});
}
function SpecInput({ facet, value, error, onChange }) {
	const errorId = useId();
	const message = error ? /* @__PURE__ */ jsx("p", {
		id: errorId,
		role: "alert",
		className: errorClass,
		children: error
	}) : null;
	switch (facet.type) {
		case "select": return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(Select, {
			label: facet.label_fa,
			options: [{
				value: NONE,
				label: "نامشخص"
			}, ...facet.options.map((o) => ({
				value: o.value,
				label: o.label_fa
			}))],
			value: typeof value === "string" ? value : "",
			onValueChange: (next) => onChange(next && next !== NONE ? next : void 0),
			placeholder: "نامشخص",
			invalid: Boolean(error)
		}), message] });
		case "multi_select": {
			const chosen = Array.isArray(value) ? value : [];
			const toggle = (option, on) => {
				const next = facet.options.map((o) => o.value).filter((v) => v === option ? on : chosen.includes(v));
				onChange(next.length ? next : void 0);
			};
			return /* @__PURE__ */ jsxs("fieldset", {
				className: groupClass,
				"aria-invalid": Boolean(error) || void 0,
				"aria-describedby": error ? errorId : void 0,
				children: [
					/* @__PURE__ */ jsx("legend", {
						className: groupLegendClass,
						children: facet.label_fa
					}),
					facet.options.map((option) => /* @__PURE__ */ jsxs("label", {
						className: checkRowClass,
						children: [/* @__PURE__ */ jsx("input", {
							type: "checkbox",
							className: checkClass,
							checked: chosen.includes(option.value),
							onChange: (event) => toggle(option.value, event.currentTarget.checked)
						}), option.label_fa]
					}, option.value)),
					message
				]
			});
		}
		case "range": return /* @__PURE__ */ jsxs(Root, {
			invalid: Boolean(error),
			children: [
				/* @__PURE__ */ jsx(Label, { children: facet.unit ? `${facet.label_fa} (${facet.unit})` : facet.label_fa }),
				/* @__PURE__ */ jsx(NumberInput, {
					value: typeof value === "number" ? value : null,
					emptyAs: null,
					decimals: true,
					onValueChange: (next) => onChange(next === null ? void 0 : next)
				}),
				/* @__PURE__ */ jsx(ErrorText, { children: error })
			]
		});
		case "boolean": return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("label", {
			className: checkRowClass,
			children: [/* @__PURE__ */ jsx("input", {
				type: "checkbox",
				role: "switch",
				className: checkClass,
				checked: value === true,
				"aria-checked": value === true,
				onChange: (event) => onChange(event.currentTarget.checked)
			}), facet.label_fa]
		}), message] });
	}
}
// src/features/providers/products/product-data-fields.tsx
var emptyProductData = {
	name_fa: "",
	name_en: "",
	category_id: "",
	brand_slug: "",
	description: "",
	specs: {}
};
function productDataOf(product) {
	return {
		name_fa: product.name_fa,
		name_en: product.name_en ?? "",
		category_id: String(product.category.id),
		brand_slug: product.brand?.slug ?? "",
		description: product.description ?? "",
		specs: product.specs ?? {}
	};
}
function productDataBody(values) {
	return {
		name_fa: values.name_fa.trim(),
		name_en: values.name_en.trim() || null,
		category_id: Number(values.category_id),
		brand_slug: values.brand_slug.trim() || null,
		description: hasRichContent(values.description) ? values.description : null,
		specs: values.specs
	};
}
/**
* The messages without those of the fields that changed from `before` to `after` (a spec by its
* specs.<key>): as with useApiForm, a message holds until its field is edited.
*/
function withoutEdited(errors, before, after) {
	const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
	return Object.fromEntries(Object.entries(errors).filter(([field]) => {
		if (field.startsWith("specs.")) {
			const key = field.slice(6);
			return same(before.specs[key], after.specs[key]);
		}
		return !(field in before) || same(before[field], after[field]);
	}));
}
/** The fields a server 422 may name on this form (the category's specs as cached by SpecFields). */
function productFormFields(queryClient, categoryId) {
	const facets = queryClient.getQueryData(categoryKeys.filters(Number(categoryId)));
	return [
		...Object.keys(emptyProductData).filter((name) => name !== "specs"),
		"price",
		"stock",
		...(facets?.items ?? []).map((facet) => specField(facet.key))
	];
}
/** Every category of the tree, labelled with its path («کالای دیجیتال › موبایل › گوشی موبایل»). */
function categoryOptions(roots, path = []) {
	return roots.flatMap((category) => {
		const here = [...path, category.name_fa];
		return [{
			value: String(category.id),
			label: here.join(" › ")
		}, ...categoryOptions(category.children ?? [], here)];
	});
}
var grid = "d_grid grid-tc_1fr md:grid-tc_1fr_1fr gap_4";
function ProductDataFields({ values, onChange, errors, resetKey }) {
	const queryClient = useQueryClient();
	const tree = useQuery(categoryTreeQueryOptions);
	const options = useMemo(() => categoryOptions(tree.data?.items ?? []), [tree.data]);
	const set = (key) => (value) => onChange({
		...values,
		[key]: value
	});
	const setCategory = (category_id) => {
		const previous = queryClient.getQueryData(categoryKeys.filters(Number(values.category_id)));
		const dropped = new Set((previous?.items ?? []).map((facet) => facet.key));
		const specs = Object.fromEntries(Object.entries(values.specs).filter(([key]) => !dropped.has(key)));
		onChange({
			...values,
			category_id,
			specs
		});
	};
	return /* @__PURE__ */ jsxs("div", {
		className: grid,
		children: [
			/* @__PURE__ */ jsxs(Root, {
				required: true,
				invalid: Boolean(errors.name_fa),
				children: [
					/* @__PURE__ */ jsx(Label, { children: "نام فارسی" }),
					/* @__PURE__ */ jsx(Input, {
						value: values.name_fa,
						onChange: (e) => set("name_fa")(e.currentTarget.value),
						maxLength: 250
					}),
					/* @__PURE__ */ jsx(ErrorText, { children: errors.name_fa })
				]
			}),
			/* @__PURE__ */ jsxs(Root, { children: [/* @__PURE__ */ jsx(Label, { children: "نام انگلیسی" }), /* @__PURE__ */ jsx(Input, {
				dir: "ltr",
				value: values.name_en,
				onChange: (e) => set("name_en")(e.currentTarget.value),
				maxLength: 250
			})] }),
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(Select, {
				label: "دسته‌بندی",
				options,
				value: values.category_id,
				onValueChange: setCategory,
				placeholder: tree.isPending ? "در حال بارگذاری..." : "انتخاب دسته‌بندی",
				invalid: Boolean(errors.category_id),
				required: true
			}), errors.category_id ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "c_danger.default fs_sm mt_1",
				children: errors.category_id
			}) : null] }),
			/* @__PURE__ */ jsxs(Root, { children: [
				/* @__PURE__ */ jsx(Label, { children: "برند (شناسه انگلیسی)" }),
				/* @__PURE__ */ jsx(Input, {
					dir: "ltr",
					value: values.brand_slug,
					placeholder: "samsung",
					onChange: (e) => set("brand_slug")(e.currentTarget.value),
					maxLength: 120
				}),
				/* @__PURE__ */ jsx(HelperText, { children: "خالی بگذارید اگر محصول برند ندارد." })
			] }),
			/* @__PURE__ */ jsx("div", {
				className: "md:grid-c_1_/_-1",
				children: /* @__PURE__ */ jsx(SpecFields, {
					categoryId: Number(values.category_id) || 0,
					specs: values.specs,
					onChange: (specs) => onChange({
						...values,
						specs
					}),
					errors
				})
			}),
			/* @__PURE__ */ jsx("div", {
				className: "md:grid-c_1_/_-1",
				children: /* @__PURE__ */ jsx(RichTextEditor, {
					label: "توضیحات",
					initialHtml: values.description,
					onChange: set("description"),
					error: errors.description
				}, resetKey)
			})
		]
	});
}
export { productFormFields as a, productDataOf as i, emptyProductData as n, withoutEdited as o, productDataBody as r, ProductDataFields as t };

//# sourceMappingURL=product-data-fields-CIvM2M4M.js.map