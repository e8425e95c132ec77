import { o as unwrap } from "./sdk-Dju50_5D.js";
import { n as api } from "./api-DZa6-Wrr.js";
import { a as categoryTreeQueryOptions, r as categoryKeys } from "./categories-ZQYAdqY0.js";
import { n as normalizeText } from "./text-Dg7pP3m7.js";
import { t as Combobox } from "./combobox-C_ZnWPt2.js";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { jsx } from "react/jsx-runtime";
// src/api/filterable-attributes.ts
var FILTER_TYPE_LABELS = {
	select: "تک‌انتخابی",
	multi_select: "چندانتخابی",
	range: "بازه‌ای (عددی)",
	boolean: "بله / خیر"
};
var filterKeys = {
	all: ["filterable-attributes"],
	lists: () => [...filterKeys.all, "list"],
	list: (params) => [...filterKeys.lists(), params],
	detail: (id) => [
		...filterKeys.all,
		"detail",
		id
	]
};
function filterListQueryOptions(params) {
	return queryOptions({
		queryKey: filterKeys.list(params),
		queryFn: ({ signal }) => unwrap(api.GET("/filterable_attributes/", {
			params: { query: params },
			signal
		})),
		placeholderData: keepPreviousData,
		meta: { silentError: true }
	});
}
function filterQueryOptions(id) {
	return queryOptions({
		queryKey: filterKeys.detail(id),
		queryFn: ({ signal }) => unwrap(api.GET("/filterable_attributes/{id}", {
			params: { path: { id } },
			signal
		})),
		meta: { silentError: true }
	});
}
function useInvalidateFilters() {
	const queryClient = useQueryClient();
	return () => Promise.all([queryClient.invalidateQueries({ queryKey: filterKeys.all }), queryClient.invalidateQueries({ queryKey: categoryKeys.all })]);
}
function useCreateFilter() {
	const invalidate = useInvalidateFilters();
	return useMutation({
		mutationFn: (body) => unwrap(api.POST("/filterable_attributes/", { body })),
		networkMode: "always",
		meta: { silentError: true },
		onSuccess: () => invalidate()
	});
}
function useUpdateFilter(id) {
	const invalidate = useInvalidateFilters();
	return useMutation({
		mutationFn: (body) => unwrap(api.PUT("/filterable_attributes/{id}", {
			params: { path: { id } },
			body
		})),
		networkMode: "always",
		meta: { silentError: true },
		onSuccess: () => invalidate()
	});
}
function useDeleteFilter() {
	const invalidate = useInvalidateFilters();
	return useMutation({
		mutationFn: (id) => unwrap(api.DELETE("/filterable_attributes/{id}", { params: { path: { id } } })),
		networkMode: "always",
		meta: { silentError: true },
		onSuccess: () => invalidate()
	});
}
// src/features/admin/filters/category-picker.tsx
/** Every category of the tree as «ریشه › فرزند › نوه», depth first. */
function categoryOptions(roots) {
	const out = [];
	const walk = (list, trail) => {
		for (const c of list) {
			const path = [...trail, c.name_fa];
			out.push({
				value: String(c.id),
				label: path.join(" › ")
			});
			if (c.children?.length) walk(c.children, path);
		}
	};
	walk(roots, []);
	return out;
}
/** A category chosen from the whole tree by typing part of its name (or its parents'). */
function CategoryPicker({ label = "دسته‌بندی", value, onChange, invalid, placeholder }) {
	const tree = useQuery(categoryTreeQueryOptions);
	const all = useMemo(() => categoryOptions(tree.data?.items ?? []), [tree.data]);
	const [text, setText] = useState("");
	const items = useMemo(() => {
		const wanted = normalizeText(text);
		return (wanted ? all.filter((o) => normalizeText(o.label).includes(wanted)) : all).slice(0, 50);
	}, [all, text]);
	const chosen = value === null ? null : all.find((o) => o.value === String(value)) ?? null;
	return /* @__PURE__ */ jsx(Combobox, {
		label,
		items,
		onSearch: setText,
		loading: tree.isPending,
		value: chosen,
		onValueChange: (option) => onChange(option ? Number(option.value) : null),
		invalid,
		placeholder: placeholder ?? "نام دسته‌بندی را بنویسید"
	});
}
export { filterQueryOptions as a, useUpdateFilter as c, filterListQueryOptions as i, categoryOptions as n, useCreateFilter as o, FILTER_TYPE_LABELS as r, useDeleteFilter as s, CategoryPicker as t };

//# sourceMappingURL=category-picker-CwQGyeBh.js.map