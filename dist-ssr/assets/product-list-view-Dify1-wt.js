import { a as cx, o as css } from "./css-BNi8J5P3.js";
import { n as categoryFiltersQueryOptions } from "./categories-ZQYAdqY0.js";
import { a as memberPriceOf, o as useMemberPrices, r as productListQueryOptions, t as brandSampleQueryOptions } from "./products-BJGt2H4O.js";
import { i as formatNumberInput, s as parseNumberInput, v as formatNumber } from "./fa-B46h81DH.js";
import { a as productListParams, b as useOpenedOnce, c as SORT_LABELS, d as defaultSort, g as useProgressive, h as gridClass, i as needsFacets, l as activeFilterCount, m as ProductCard, o as totalPages, p as ProductGridSkeleton, r as brandSampleParams, s as SORTS, u as clearFilters, y as lazyPart } from "./list-skeleton-CgG46iyv.js";
import { t as useMediaQuery } from "./use-media-query-CX8Oin7x.js";
import { a as setFlag, c as toggleOption, i as selectedRange, n as removeSpec, o as setRange, r as selectedOptions } from "./specs-selection-CsZN6KVr.js";
import { f as Icon, n as CloseIcon, t as ChevronDownIcon } from "./icons-G-AnJJZZ.js";
import { t as Skeleton } from "./skeleton-DPup_Gqx.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { t as EmptyState } from "./empty-state-DjUFJLUD.js";
import { K as ErrorState } from "../entry-server.js";
import { t as Pagination } from "./pagination-D5h0oppW.js";
import { c as SearchIcon, n as BoxIcon } from "./shop-icons-CkopiUff.js";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Suspense, useEffect, useId, useRef, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/ui/product-list/active-filters.tsx
function rangeText(min, max, unit) {
	const u = unit ? ` ${unit}` : "";
	if (min != null && max != null) return `${formatNumber(min)} تا ${formatNumber(max)}${u}`;
	if (min != null) return `از ${formatNumber(min)}${u}`;
	return `تا ${formatNumber(max ?? 0)}${u}`;
}
function specText(facet, key, value) {
	const title = facet?.label_fa ?? key;
	if (typeof value === "boolean") return value ? title : `بدون ${title}`;
	if (Array.isArray(value)) return `${title}: ${value.map((v) => facet?.options.find((o) => o.value === v)?.label_fa ?? v).join("، ")}`;
	return `${title}: ${rangeText(value.min, value.max, facet?.unit)}`;
}
/** The filters that are on, as chips; each one's × takes it off. */
function filterChips(filters, facets, brands) {
	const chips = [];
	if (filters.in_stock) chips.push({
		key: "in_stock",
		label: "فقط موجود",
		patch: { in_stock: void 0 }
	});
	if (filters.min_price != null || filters.max_price != null) chips.push({
		key: "price",
		label: `قیمت ${rangeText(filters.min_price, filters.max_price, "تومان")}`,
		patch: {
			min_price: void 0,
			max_price: void 0
		}
	});
	for (const slug of filters.brand ?? []) {
		const name = brands.find((b) => b.slug === slug)?.name_fa ?? slug;
		const rest = (filters.brand ?? []).filter((s) => s !== slug);
		chips.push({
			key: `brand:${slug}`,
			label: name,
			patch: { brand: rest.length ? rest : void 0 }
		});
	}
	for (const [key, value] of Object.entries(filters.specs ?? {})) {
		const facet = facets.find((f) => f.key === key);
		chips.push({
			key: `spec:${key}`,
			label: specText(facet, key, value),
			patch: { specs: removeSpec(filters.specs, key) }
		});
	}
	return chips;
}
var chipClass = "d_inline-flex ai_center gap_1 h_8 ps_3 pe_2 bdr_full bg_accent.subtle c_accent.text fs_sm cursor_pointer max-w_full hover:bg_accent.muted";
function ActiveFilters({ chips, onChange, onClear }) {
	if (!chips.length) return null;
	return /* @__PURE__ */ jsxs("ul", {
		"aria-label": "فیلترهای فعال",
		className: "d_flex flex-wrap_wrap gap_2 ai_center",
		children: [chips.map((chip) => /* @__PURE__ */ jsx("li", {
			className: "max-w_full",
			children: /* @__PURE__ */ jsxs("button", {
				type: "button",
				className: chipClass,
				"aria-label": `حذف فیلتر ${chip.label}`,
				onClick: () => onChange(chip.patch),
				children: [/* @__PURE__ */ jsx("span", {
					className: "trunc_true",
					children: chip.label
				}), /* @__PURE__ */ jsx(CloseIcon, {})]
			})
		}, chip.key)), /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
			type: "button",
			onClick: onClear,
			className: "fs_sm c_danger.default cursor_pointer px_2 hover:td_underline",
			children: "حذف همه فیلترها"
		}) })]
	});
}
// src/ui/product-list/facets/facet-controls.tsx
var row = "d_flex ai_center gap_3 min-h_10 px_1 bdr_control cursor_pointer fs_sm hover:bg_bg.subtle";
var checkbox = "w_4.5 h_4.5 flex-sh_0 ac-c_accent.default cursor_pointer";
function CheckRow({ checked, onChange, children }) {
	return /* @__PURE__ */ jsxs("label", {
		className: row,
		children: [/* @__PURE__ */ jsx("input", {
			type: "checkbox",
			className: checkbox,
			checked,
			onChange: (event) => onChange(event.target.checked)
		}), /* @__PURE__ */ jsx("span", { children })]
	});
}
var switchInput = "ap_none pos_relative flex-sh_0 w_10 h_6 bdr_full bg_border.strong cursor_pointer trs_background_0.15s checked:bg_accent.default before:content_\"\" before:pos_absolute before:top_0.5 before:inset-s_0.5 before:w_5 before:h_5 before:bdr_full before:bg_white before:bx-sh_card before:trs_inset-inline-start_0.15s [&:checked::before]:inset-s_4.5";
/** A yes/no switch (a checkbox with the switch role, so readers say «روشن/خاموش»). */
function SwitchRow({ checked, onChange, children }) {
	return /* @__PURE__ */ jsxs("label", {
		className: `${row} jc_space-between fw_medium`,
		children: [/* @__PURE__ */ jsx("span", { children }), /* @__PURE__ */ jsx("input", {
			type: "checkbox",
			role: "switch",
			"aria-checked": checked,
			className: switchInput,
			checked,
			onChange: (event) => onChange(event.target.checked)
		})]
	});
}
// src/ui/product-list/facets/facet-section.tsx
var details = "bd-b-w_1px bd-c_border.default [&[open]_>_summary_svg]:trf_rotate(180deg)";
var summary = "d_flex ai_center jc_space-between gap_2 py_3 cursor_pointer fw_semibold fs_sm li-s_none [&::-webkit-details-marker]:d_none [&_svg]:c_fg.subtle [&_svg]:trs_transform_0.15s";
/** One facet, folding open and shut (a native <details>: keyboard and reader support for free). */
function FacetSection({ title, hint, defaultOpen = true, children }) {
	return /* @__PURE__ */ jsxs("details", {
		open: defaultOpen,
		className: details,
		children: [/* @__PURE__ */ jsxs("summary", {
			className: summary,
			children: [/* @__PURE__ */ jsxs("span", { children: [title, hint ? /* @__PURE__ */ jsx("span", {
				className: "c_accent.text fw_normal ms_2",
				children: hint
			}) : null] }), /* @__PURE__ */ jsx(ChevronDownIcon, {})]
		}), /* @__PURE__ */ jsx("div", {
			className: "pb_4",
			children
		})]
	});
}
// src/ui/product-list/facets/option-list.tsx
/** The checkboxes of a select or multi_select facet (or of the brands). */
function OptionList({ label, options, selected, onToggle, visible = 6 }) {
	const [expanded, setExpanded] = useState(false);
	const shown = expanded ? options : options.filter((o, i) => i < visible || selected.includes(o.value));
	const hidden = options.length - shown.length;
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "d_flex flex-d_column bd_none min-w_0",
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: "sr_true",
				children: label
			}),
			shown.map((option) => /* @__PURE__ */ jsx(CheckRow, {
				checked: selected.includes(option.value),
				onChange: () => onToggle(option.value),
				children: option.label
			}, option.value)),
			hidden > 0 || expanded ? /* @__PURE__ */ jsx("button", {
				type: "button",
				onClick: () => setExpanded((open) => !open),
				className: "as_flex-start mt_1 px_1 fs_sm c_accent.text cursor_pointer hover:td_underline",
				children: expanded ? "نمایش کمتر" : `نمایش همه (${formatNumber(hidden)} مورد دیگر)`
			}) : null
		]
	});
}
// src/ui/product-list/facets/range-inputs.tsx
/** '' for nothing typed, else the number in any digit script and with or without separators. */
function parseOptional(text) {
	return formatNumberInput(text) === "" ? void 0 : parseNumberInput(text);
}
var show = (n) => n === void 0 ? "" : formatNumber(n);
var inputClass = "w_full min-w_0 h_10 px_3 bd-w_1px bd-c_border.strong bdr_control bg_bg.surface fs_sm ring_none focusVisible:bd-c_accent.default focusVisible:bx-sh_0_0_0_3px_{colors.accent.muted} placeholder:c_fg.subtle";
/** «از … تا …»: a minimum and a maximum, applied with Enter, the button, or leaving the field. */
function RangeInputs({ label, unit, value, bounds, onApply }) {
	const id = useId();
	const [min, setMin] = useState(show(value.min));
	const [max, setMax] = useState(show(value.max));
	useEffect(() => setMin(show(value.min)), [value.min]);
	useEffect(() => setMax(show(value.max)), [value.max]);
	function apply(event) {
		event?.preventDefault();
		const next = {
			min: parseOptional(min),
			max: parseOptional(max)
		};
		if (next.min === value.min && next.max === value.max) return;
		onApply(next);
	}
	const suffix = unit ? ` (${unit})` : "";
	return /* @__PURE__ */ jsxs("form", {
		onSubmit: apply,
		className: "d_flex flex-d_column gap_2",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "d_flex ai_center gap_2",
			children: [
				/* @__PURE__ */ jsx("label", {
					htmlFor: `${id}-min`,
					className: "fs_sm c_fg.muted",
					children: "از"
				}),
				/* @__PURE__ */ jsx("input", {
					id: `${id}-min`,
					className: inputClass,
					inputMode: "decimal",
					autoComplete: "off",
					"aria-label": `کمترین ${label}${suffix}`,
					placeholder: bounds ? formatNumber(bounds.min) : void 0,
					value: min,
					onChange: (event) => setMin(event.target.value),
					onBlur: () => apply()
				}),
				/* @__PURE__ */ jsx("label", {
					htmlFor: `${id}-max`,
					className: "fs_sm c_fg.muted",
					children: "تا"
				}),
				/* @__PURE__ */ jsx("input", {
					id: `${id}-max`,
					className: inputClass,
					inputMode: "decimal",
					autoComplete: "off",
					"aria-label": `بیشترین ${label}${suffix}`,
					placeholder: bounds ? formatNumber(bounds.max) : void 0,
					value: max,
					onChange: (event) => setMax(event.target.value),
					onBlur: () => apply()
				})
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "d_flex ai_center jc_space-between gap_2",
			children: [/* @__PURE__ */ jsx("span", {
				className: "fs_xs c_fg.subtle",
				children: unit ?? ""
			}), /* @__PURE__ */ jsx(Button, {
				type: "submit",
				size: "sm",
				variant: "subtle",
				children: "اعمال"
			})]
		})]
	});
}
// src/ui/product-list/facets/facet-panel.tsx
function chosenHint(count) {
	return count ? `${formatNumber(count)} مورد` : void 0;
}
/** Every filter of a product list; each change goes straight to the URL. */
function FacetPanel({ filters, onChange, facets, facetsLoading, brands, brandsLoading }) {
	const specs = filters.specs;
	const setSpecs = (next) => onChange({ specs: next });
	return /* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-d_column",
		children: [
			/* @__PURE__ */ jsx("div", {
				className: "bd-b-w_1px bd-c_border.default py_2",
				children: /* @__PURE__ */ jsx(SwitchRow, {
					checked: Boolean(filters.in_stock),
					onChange: (on) => onChange({ in_stock: on || void 0 }),
					children: "فقط کالاهای موجود"
				})
			}),
			/* @__PURE__ */ jsx(FacetSection, {
				title: "محدوده قیمت",
				children: /* @__PURE__ */ jsx(RangeInputs, {
					label: "قیمت",
					unit: "تومان",
					value: {
						min: filters.min_price,
						max: filters.max_price
					},
					onApply: ({ min, max }) => onChange({
						min_price: min === void 0 ? void 0 : Math.max(0, Math.round(min)),
						max_price: max === void 0 ? void 0 : Math.max(0, Math.round(max))
					})
				})
			}),
			brands !== void 0 || brandsLoading ? /* @__PURE__ */ jsx(FacetSection, {
				title: "برند",
				hint: chosenHint(filters.brand?.length ?? 0),
				children: brandsLoading && !brands?.length ? /* @__PURE__ */ jsx(FacetSkeleton, {}) : /* @__PURE__ */ jsx(OptionList, {
					label: "برند",
					options: (brands ?? []).map((brand) => ({
						value: brand.slug,
						label: brand.name_fa
					})),
					selected: filters.brand ?? [],
					onToggle: (slug) => {
						const current = filters.brand ?? [];
						const next = current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug];
						onChange({ brand: next.length ? next : void 0 });
					}
				})
			}) : null,
			facetsLoading ? /* @__PURE__ */ jsx(FacetSkeleton, {}) : null,
			facets.map((facet) => {
				if (facet.type === "boolean") return /* @__PURE__ */ jsx("div", {
					className: "bd-b-w_1px bd-c_border.default py_2",
					children: /* @__PURE__ */ jsx(SwitchRow, {
						checked: specs?.[facet.key] === true,
						onChange: (on) => setSpecs(setFlag(specs, facet.key, on)),
						children: facet.label_fa
					})
				}, facet.key);
				if (facet.type === "range") return /* @__PURE__ */ jsx(FacetSection, {
					title: facet.label_fa,
					defaultOpen: false,
					children: /* @__PURE__ */ jsx(RangeInputs, {
						label: facet.label_fa,
						unit: facet.unit,
						value: selectedRange(specs, facet.key),
						bounds: facet.range,
						onApply: (range) => setSpecs(setRange(specs, facet.key, range))
					})
				}, facet.key);
				const chosen = selectedOptions(specs, facet.key);
				return /* @__PURE__ */ jsx(FacetSection, {
					title: facet.label_fa,
					hint: chosenHint(chosen.length),
					children: /* @__PURE__ */ jsx(OptionList, {
						label: facet.label_fa,
						options: facet.options.map((option) => ({
							value: option.value,
							label: option.label_fa
						})),
						selected: chosen,
						onToggle: (value) => setSpecs(toggleOption(specs, facet.key, value))
					})
				}, facet.key);
			})
		]
	});
}
function FacetSkeleton() {
	return /* @__PURE__ */ jsxs("div", {
		"aria-hidden": "true",
		className: "d_flex flex-d_column gap_3 py_3",
		children: [
			/* @__PURE__ */ jsx(Skeleton, { className: "h_4 w_1/2" }),
			/* @__PURE__ */ jsx(Skeleton, { className: "h_4 w_2/3" }),
			/* @__PURE__ */ jsx(Skeleton, { className: "h_4 w_1/3" })
		]
	});
}
// src/ui/product-list/facets/filter-icon.tsx
function FilterIcon(props) {
	return /* @__PURE__ */ jsx(Icon, {
		...props,
		children: /* @__PURE__ */ jsx("path", { d: "M4 6h16M7 12h10M10 18h4" })
	});
}
// src/ui/product-list/facets/facets-drawer.tsx
var FacetsDrawerPanel = lazyPart(() => import("./facets-drawer-panel-C3SETpZ_.js").then((module) => ({ default: module.FacetsDrawerPanel })));
/** The filters' button on a phone, with the number of active filters; the drawer loads when first opened. */
function FacetsDrawer(props) {
	const [open, setOpen] = useState(false);
	const opened = useOpenedOnce(open);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs(Button, {
		variant: "outline",
		size: "sm",
		"aria-haspopup": "dialog",
		"aria-expanded": open,
		className: "gap_2",
		onClick: () => setOpen(true),
		children: [
			/* @__PURE__ */ jsx(FilterIcon, {}),
			"فیلترها",
			props.activeCount ? /* @__PURE__ */ jsx("span", {
				className: "d_inline-grid place-items_center min-w_5 h_5 px_1 bdr_full bg_accent.default c_accent.fg fs_xs",
				children: formatNumber(props.activeCount)
			}) : null
		]
	}), opened ? /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(FacetsDrawerPanel, {
			...props,
			open,
			setOpen
		})
	}) : null] });
}
// src/ui/product-list/product-grid.tsx
var ABOVE_THE_FOLD = 2;
function ProductGrid({ products, className }) {
	const shown = useProgressive(products.length, 4);
	const member = useMemberPrices(products.map((product) => product.product_store_id));
	return /* @__PURE__ */ jsx("ul", {
		className: cx(gridClass, className),
		children: products.slice(0, shown).map((product, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ProductCard, {
			product,
			priority: index < ABOVE_THE_FOLD,
			member: memberPriceOf(member, product.product_store_id)
		}) }, product.id))
	});
}
// src/ui/product-list/list-results.tsx
/** The list's body: skeletons, the error with a retry, the empty state, or the cards and pages. */
function ListResults(props) {
	const { data, error, stale, page, hasFilters, onPageChange } = props;
	if (!data) return error ? /* @__PURE__ */ jsx(ErrorState, {
		error,
		onRetry: props.onRetry
	}) : /* @__PURE__ */ jsx(ProductGridSkeleton, {});
	if (!data.items.length) {
		if (page > 1 && data.total > 0) return /* @__PURE__ */ jsx(EmptyState, {
			icon: /* @__PURE__ */ jsx(BoxIcon, {}),
			title: "این صفحه خالی است",
			action: /* @__PURE__ */ jsx(Button, {
				onClick: () => onPageChange(1),
				children: "رفتن به صفحه اول"
			})
		});
		return /* @__PURE__ */ jsx(EmptyState, {
			icon: /* @__PURE__ */ jsx(SearchIcon, {}),
			title: props.emptyTitle,
			description: hasFilters ? "فیلترها را کمتر کنید یا محدوده قیمت را تغییر دهید." : props.emptyDescription,
			action: hasFilters ? /* @__PURE__ */ jsx(Button, {
				variant: "outline",
				onClick: props.onClearFilters,
				children: "حذف همه فیلترها"
			}) : null
		});
	}
	return /* @__PURE__ */ jsxs("div", {
		"aria-busy": stale,
		className: css({
			transition: "opacity 0.15s",
			opacity: stale ? .55 : 1
		}),
		children: [/* @__PURE__ */ jsx(ProductGrid, { products: data.items }), /* @__PURE__ */ jsx(Pagination, {
			page,
			totalPages: totalPages(data.total),
			onPageChange
		})]
	});
}
// src/ui/product-list/sort-bar.tsx
var chip = "flex-sh_0 h_9 px_3 bdr_full fs_sm c_fg.muted cursor_pointer white-space_nowrap hover:c_fg.default hover:bg_bg.subtle [&[aria-pressed=true]]:c_accent.text [&[aria-pressed=true]]:bg_accent.subtle [&[aria-pressed=true]]:fw_semibold";
var select = "h_9 max-w_full ps_3 pe_8 bd-w_1px bd-c_border.strong bdr_control bg_bg.surface fs_sm cursor_pointer";
/** The list's order: a row of choices on a wide screen, a compact select on a phone. */
function SortBar({ value, withRelevance, onChange }) {
	const sorts = SORTS.filter((sort) => withRelevance || sort !== "relevance");
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("label", {
		className: "d_block md:d_none",
		children: [/* @__PURE__ */ jsx("span", {
			className: "sr_true",
			children: "مرتب‌سازی"
		}), /* @__PURE__ */ jsx("select", {
			className: select,
			value,
			onChange: (event) => onChange(event.target.value),
			children: sorts.map((sort) => /* @__PURE__ */ jsx("option", {
				value: sort,
				children: SORT_LABELS[sort]
			}, sort))
		})]
	}), /* @__PURE__ */ jsxs("fieldset", {
		className: "d_none md:d_block min-w_0 bd_none",
		children: [/* @__PURE__ */ jsx("legend", {
			className: "sr_true",
			children: "مرتب‌سازی"
		}), /* @__PURE__ */ jsxs("div", {
			className: "d_flex ai_center gap_1 pos_relative ov-x_auto scr-bar-w_none",
			children: [/* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				className: "fs_sm fw_semibold flex-sh_0 me_1",
				children: "مرتب‌سازی:"
			}), sorts.map((sort) => /* @__PURE__ */ jsx("button", {
				type: "button",
				"aria-pressed": sort === value,
				className: chip,
				onClick: () => sort !== value && onChange(sort),
				children: SORT_LABELS[sort]
			}, sort))]
		})]
	})] });
}
// src/ui/product-list/product-list-view.tsx
var layout = "d_grid grid-tc_minmax(0,_1fr) lg:grid-tc_17rem_minmax(0,_1fr) gap_4 lg:gap_6 ai_start";
var sidebar = "d_none lg:d_flex flex-d_column gap_4 pos_sticky top_32 max-h_calc(100dvh_-_9rem) ov-y_auto bg_bg.surface bd-w_1px bd-c_border.default bdr_card px_4 py_3";
/**
* A product list with its facets, sort and pages, all kept in the URL: /products, a category,
* a brand, a store's products and the search results share it.
*/
function ProductListView(props) {
	const { scope, search, onSearchChange, fixedBrand } = props;
	const titleId = useId();
	const topRef = useRef(null);
	const page = search.page ?? 1;
	const facetsQuery = useQuery({
		...categoryFiltersQueryOptions(scope.categoryId ?? 0),
		enabled: Boolean(scope.categoryId)
	});
	const facets = scope.categoryId ? facetsQuery.data?.items ?? [] : [];
	const waiting = needsFacets(search, scope) && !facetsQuery.data && !facetsQuery.isError;
	const list = useQuery({
		...productListQueryOptions(productListParams(search, scope, facets)),
		enabled: !waiting,
		placeholderData: keepPreviousData
	});
	const brands = useQuery({
		...brandSampleQueryOptions(brandSampleParams(scope)),
		enabled: !fixedBrand
	});
	const change = (patch) => onSearchChange({
		...search,
		page: void 0,
		...patch
	});
	const clear = () => onSearchChange(clearFilters(search));
	const goToPage = (next) => {
		change({ page: next > 1 ? next : void 0 });
		topRef.current?.scrollIntoView({ block: "start" });
	};
	const activeCount = activeFilterCount(search);
	const chips = filterChips(search, facets, brands.data ?? []);
	const panel = {
		filters: search,
		onChange: change,
		facets,
		facetsLoading: Boolean(scope.categoryId) && facetsQuery.isPending,
		brands: fixedBrand ? void 0 : brands.data ?? [],
		brandsLoading: !fixedBrand && brands.isPending
	};
	const total = list.data?.total;
	const wide = useMediaQuery("(min-width: 64rem)");
	return /* @__PURE__ */ jsxs("div", {
		className: layout,
		children: [wide ? /* @__PURE__ */ jsxs("aside", {
			"aria-label": "فیلترها",
			className: sidebar,
			children: [
				props.aside,
				/* @__PURE__ */ jsx("h2", {
					className: "fw_bold pt_1",
					children: "فیلترها"
				}),
				/* @__PURE__ */ jsx(FacetPanel, { ...panel })
			]
		}) : null, /* @__PURE__ */ jsxs("section", {
			"aria-labelledby": titleId,
			className: "d_flex flex-d_column gap_3 min-w_0 scr-mt_32",
			children: [
				/* @__PURE__ */ jsx("h2", {
					id: titleId,
					className: "sr_true",
					children: "فهرست کالاها"
				}),
				/* @__PURE__ */ jsx("div", {
					ref: topRef,
					className: "scr-mt_36"
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "d_flex ai_center gap_3 lg:bg_bg.surface lg:bd-w_1px bd-c_border.default bdr_card lg:px_3 lg:py_1.5",
					children: [
						wide ? null : /* @__PURE__ */ jsx("div", {
							className: "flex-sh_0",
							children: /* @__PURE__ */ jsx(FacetsDrawer, {
								...panel,
								activeCount,
								total,
								onClear: clear
							})
						}),
						/* @__PURE__ */ jsx("div", {
							className: "md:flex_1 min-w_0",
							children: /* @__PURE__ */ jsx(SortBar, {
								value: search.sort ?? defaultSort(Boolean(scope.search)),
								withRelevance: Boolean(scope.search),
								onChange: (sort) => change({ sort })
							})
						}),
						/* @__PURE__ */ jsx("p", {
							"aria-live": "polite",
							className: "flex-sh_0 ms_auto fs_sm c_fg.muted",
							children: total === void 0 ? "" : `${formatNumber(total)} کالا`
						})
					]
				}),
				/* @__PURE__ */ jsx(ActiveFilters, {
					chips,
					onChange: change,
					onClear: clear
				}),
				/* @__PURE__ */ jsx(ListResults, {
					data: list.data,
					error: list.error,
					stale: list.isPlaceholderData || waiting,
					page,
					hasFilters: activeCount > 0,
					emptyTitle: props.emptyTitle ?? "کالایی پیدا نشد",
					emptyDescription: props.emptyDescription,
					onRetry: () => void list.refetch(),
					onClearFilters: clear,
					onPageChange: goToPage
				})
			]
		})]
	});
}
export { FacetPanel as n, ProductListView as t };

//# sourceMappingURL=product-list-view-Dify1-wt.js.map