import "./css-BNi8J5P3.js";
import { i as dataTable, r as useTableSearch, t as DataTable } from "./data-table-BsDfL5SZ.js";
import { n as bulkPriceChange, s as offersQueryOptions, u as setAllAvailability } from "./seller-products-CoFA4abM.js";
import { n as myStoreQueryOptions } from "./stores-CA1jN-Ll.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { t as AppImage } from "./app-image-BPRRkvdV.js";
import { n as buttonClass, t as Button } from "./button-BQVJ5_gf.js";
import { t as TableSearchBox } from "./table-search-box-CLATNr9q.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { t as StaleNote } from "./stale-note-YkBkAc2u.js";
import { a as Footer, c as Title, i as Description, o as Positioner, r as Content, s as Root, t as Backdrop, u as dialog } from "./dialog-BlKrbP0u.js";
import { i as newIdempotencyKey } from "./sdk-Dju50_5D.js";
import { t as errorDetail } from "./errors-BJLin2ZF.js";
import { a as formatPrice, v as formatNumber } from "./fa-B46h81DH.js";
import { r as toast } from "./toast-BxABEDuo.js";
import { a as Root$1, i as Label } from "./field-DXW4QFjt.js";
import { t as NumberInput } from "./number-input-C6ImeEwP.js";
import { t as Select } from "./select-D8_Drlvu.js";
import { _t as invalidateSellerProducts, ft as Spinner, o as Route } from "../entry-server.js";
import { a as useQueuedEdits, i as offerTarget, n as AvailabilitySwitch, r as OfferValueInput, t as OfferConflicts } from "./offer-conflicts-XzmWmfT7.js";
import { n as skipOf } from "./table-search-CQTCgD4p.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { Portal } from "@ark-ui/react/portal";
// src/features/providers/products/bulk-dialog.tsx
var TYPES = [{
	value: "percentage",
	label: "درصدی"
}, {
	value: "fixed",
	label: "مبلغ ثابت (تومان)"
}];
var OPERATIONS = [{
	value: "increase",
	label: "افزایش"
}, {
	value: "decrease",
	label: "کاهش"
}];
var stack = "d_flex flex-d_column gap_3";
/**
* The store-wide changes (products.yaml: they act on every offer of the store): prices up or
* down by a percentage or an amount, previewed first (how many offers change, a few before and
* after) and applied only on confirmation; and every offer on sale, or none.
*/
function BulkDialog({ storeSlug, open, onOpenChange }) {
	const queryClient = useQueryClient();
	const [type, setType] = useState("percentage");
	const [operation, setOperation] = useState("increase");
	const [value, setValue] = useState(null);
	const [preview, setPreview] = useState(null);
	const [error, setError] = useState(null);
	const [key, setKey] = useState(newIdempotencyKey);
	const change = () => {
		if (!value || value < 1) {
			setError("مقدار تغییر را وارد کنید");
			return null;
		}
		if (type === "percentage" && value > 100) {
			setError("درصد تغییر باید بین ۱ تا ۱۰۰ باشد");
			return null;
		}
		return {
			type,
			operation,
			value
		};
	};
	const reset = () => {
		setPreview(null);
		setError(null);
	};
	const previewMutation = useMutation({
		mutationFn: (body) => bulkPriceChange(storeSlug, {
			...body,
			dry_run: true
		}),
		meta: { silentError: true },
		onSuccess: setPreview,
		onError: (caught) => setError(errorDetail(caught) ?? "خطایی رخ داده است")
	});
	const apply = useMutation({
		mutationFn: (body) => bulkPriceChange(storeSlug, body, key),
		meta: { silentError: true },
		onSuccess: (result) => {
			toast({
				title: result.detail,
				variant: "success"
			});
			setKey(newIdempotencyKey());
			reset();
			setValue(null);
			onOpenChange(false);
			return invalidateSellerProducts(queryClient);
		},
		onError: (caught) => setError(errorDetail(caught) ?? "خطایی رخ داده است")
	});
	const availability = useMutation({
		mutationFn: (next) => setAllAvailability(storeSlug, next),
		meta: { silentError: true },
		onSuccess: (result) => {
			toast({
				title: result.detail,
				variant: "success"
			});
			onOpenChange(false);
			return invalidateSellerProducts(queryClient);
		},
		onError: (caught) => setError(errorDetail(caught) ?? "خطایی رخ داده است")
	});
	const busy = previewMutation.isPending || apply.isPending || availability.isPending;
	return /* @__PURE__ */ jsx(Root, {
		open,
		onOpenChange: (details) => {
			if (busy) return;
			reset();
			onOpenChange(details.open);
		},
		children: /* @__PURE__ */ jsxs(Portal, { children: [/* @__PURE__ */ jsx(Backdrop, {}), /* @__PURE__ */ jsx(Positioner, { children: /* @__PURE__ */ jsxs(Content, {
			"aria-busy": busy,
			className: "max-h_90dvh ov-y_auto d_flex flex-d_column gap_3",
			children: [
				/* @__PURE__ */ jsx(Title, { children: "تغییر گروهی همه محصولات فروشگاه" }),
				/* @__PURE__ */ jsx(Description, { children: "این تغییرها روی همه محصولات این فروشگاه اعمال می‌شود. پیش از اعمال، پیش‌نمایش را ببینید." }),
				/* @__PURE__ */ jsxs("form", {
					noValidate: true,
					className: stack,
					onSubmit: (event) => {
						event.preventDefault();
						const body = change();
						if (body) {
							setError(null);
							previewMutation.mutate(body);
						}
					},
					children: [
						/* @__PURE__ */ jsx("h3", {
							className: "fw_bold mt_2",
							children: "تغییر قیمت"
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "d_grid grid-tc_1fr sm:grid-tc_1fr_1fr gap_3",
							children: [/* @__PURE__ */ jsx(Select, {
								label: "نوع تغییر",
								options: TYPES,
								value: type,
								onValueChange: (next) => {
									setType(next);
									reset();
								}
							}), /* @__PURE__ */ jsx(Select, {
								label: "جهت تغییر",
								options: OPERATIONS,
								value: operation,
								onValueChange: (next) => {
									setOperation(next);
									reset();
								}
							})]
						}),
						/* @__PURE__ */ jsxs(Root$1, {
							required: true,
							children: [/* @__PURE__ */ jsx(Label, { children: type === "percentage" ? "درصد تغییر" : "مبلغ تغییر (تومان)" }), /* @__PURE__ */ jsx(NumberInput, {
								value,
								emptyAs: null,
								min: 1,
								max: type === "percentage" ? 100 : void 0,
								toman: type === "fixed",
								onValueChange: (next) => {
									setValue(next);
									setPreview(null);
								}
							})]
						}),
						/* @__PURE__ */ jsxs(Button, {
							type: "submit",
							variant: "outline",
							disabled: busy,
							children: [previewMutation.isPending ? /* @__PURE__ */ jsx(Spinner, {}) : null, "پیش‌نمایش تغییر"]
						})
					]
				}),
				preview ? /* @__PURE__ */ jsx(Preview, { result: preview }) : null,
				error ? /* @__PURE__ */ jsx("p", {
					role: "alert",
					className: dialog().error,
					children: error
				}) : null,
				preview && preview.updated > 0 ? /* @__PURE__ */ jsxs(Button, {
					disabled: busy,
					onClick: () => {
						const body = change();
						if (body) apply.mutate(body);
					},
					children: [apply.isPending ? /* @__PURE__ */ jsx(Spinner, {}) : null, `اعمال تغییر روی ${formatNumber(preview.updated)} محصول`]
				}) : null,
				/* @__PURE__ */ jsx("hr", { className: "bd-c_border.default my_2" }),
				/* @__PURE__ */ jsx("h3", {
					className: "fw_bold",
					children: "وضعیت فروش"
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "d_flex flex-wrap_wrap gap_2",
					children: [/* @__PURE__ */ jsx(Button, {
						variant: "outline",
						disabled: busy,
						onClick: () => availability.mutate(true),
						children: "فعال کردن فروش همه"
					}), /* @__PURE__ */ jsx(Button, {
						variant: "outline",
						disabled: busy,
						onClick: () => availability.mutate(false),
						children: "غیرفعال کردن فروش همه"
					})]
				}),
				/* @__PURE__ */ jsx(Footer, { children: /* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					disabled: busy,
					onClick: () => onOpenChange(false),
					children: "بستن"
				}) })
			]
		}) })] })
	});
}
function Preview({ result }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-label": "پیش‌نمایش تغییر قیمت",
		"aria-live": "polite",
		className: stack,
		children: [/* @__PURE__ */ jsx("p", {
			className: "fw_medium",
			children: result.updated > 0 ? `قیمت ${formatNumber(result.updated)} محصول تغییر می‌کند. نمونه:` : "با این تغییر قیمت هیچ محصولی عوض نمی‌شود."
		}), result.sample?.length ? /* @__PURE__ */ jsxs("table", {
			className: "w_full fs_sm bd-cl_collapse",
			children: [/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					className: "ta_start py_1",
					children: "محصول"
				}),
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					className: "ta_start py_1",
					children: "قیمت فعلی"
				}),
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					className: "ta_start py_1",
					children: "قیمت جدید"
				})
			] }) }), /* @__PURE__ */ jsx("tbody", { children: result.sample.map((row) => /* @__PURE__ */ jsxs("tr", {
				className: "bd-t-w_1px bd-c_border.default",
				children: [
					/* @__PURE__ */ jsx("td", {
						className: "py_1 pe_2",
						children: row.name_fa
					}),
					/* @__PURE__ */ jsx("td", {
						className: "py_1 pe_2 white-space_nowrap",
						children: formatPrice(row.before)
					}),
					/* @__PURE__ */ jsx("td", {
						className: "py_1 white-space_nowrap fw_bold",
						children: formatPrice(row.after)
					})
				]
			}, row.product_id)) })]
		}) : null]
	});
}
// src/features/providers/products/product-params.ts
/** The URL's sort column and direction as the server's sort (name sorts one way only). */
function offerSort(sort, order) {
	if (sort === "price" || sort === "stock") return `${sort}_${order ?? "asc"}`;
	if (sort === "name") return "name";
}
function offerListParams(storeId, search) {
	return {
		storeId,
		search: search.q || void 0,
		in_stock_only: search.stock === "in" ? true : void 0,
		sort: offerSort(search.sort, search.order),
		skip: skipOf(search.page, 20),
		limit: 20
	};
}
// src/features/providers/products/products-page.tsx
function columns(storeId, queued) {
	return [
		{
			key: "name",
			header: "محصول",
			primary: true,
			sortable: true,
			cell: (offer) => /* @__PURE__ */ jsxs("span", {
				className: "d_inline-flex ai_center gap_3",
				children: [/* @__PURE__ */ jsx(AppImage, {
					src: offer.product.image_url,
					alt: "",
					width: 48,
					height: 48,
					className: "w_12 h_12 obj-f_cover bdr_control flex-sh_0"
				}), /* @__PURE__ */ jsx(Link, {
					to: "/providers/$storeId/products/$id",
					params: {
						storeId,
						id: String(offer.product_id)
					},
					className: dataTable().rowLink,
					children: offer.product.name_fa
				})]
			})
		},
		{
			key: "category",
			header: "دسته‌بندی",
			cell: (offer) => offer.product.category.name_fa
		},
		{
			key: "price",
			header: "قیمت",
			sortable: true,
			cell: (offer) => /* @__PURE__ */ jsx(OfferValueInput, {
				offer: offerTarget(offer),
				field: "price",
				queued
			})
		},
		{
			key: "stock",
			header: "موجودی",
			sortable: true,
			cell: (offer) => /* @__PURE__ */ jsx(OfferValueInput, {
				offer: offerTarget(offer),
				field: "stock",
				queued
			})
		},
		{
			key: "available",
			header: "فروش",
			cell: (offer) => /* @__PURE__ */ jsx(AvailabilitySwitch, { offer })
		}
	];
}
/** «فقط کالاهای موجود»: a filter in the URL. */
function InStockFilter() {
	const { search, update } = useTableSearch();
	return /* @__PURE__ */ jsxs("label", {
		className: "d_inline-flex ai_center gap_2 as_end min-h_11",
		children: [/* @__PURE__ */ jsx("input", {
			type: "checkbox",
			checked: search.stock === "in",
			onChange: (event) => update({ stock: event.currentTarget.checked ? "in" : void 0 }),
			className: "w_5 h_5 ac-c_accent.default"
		}), "فقط کالاهای موجود"]
	});
}
/**
* /providers/$storeId/products: the store's offers with photo, name, category, price, stock and
* the on-sale switch; price and stock are edited in place (queued offline, conflicts shown with
* both values); the store-wide price and availability changes open in a dialog.
*/
function SellerProductsPage({ storeId }) {
	const { search } = useTableSearch();
	const query = useQuery(offersQueryOptions(offerListParams(Number(storeId), search)));
	const store = useQuery(myStoreQueryOptions(Number(storeId)));
	const queued = useQueuedEdits();
	const [bulkOpen, setBulkOpen] = useState(false);
	useDocumentTitle("محصولات");
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(PanelHeader, {
			title: "محصولات",
			actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
				variant: "outline",
				disabled: !store.data,
				onClick: () => setBulkOpen(true),
				children: "تغییر گروهی"
			}), /* @__PURE__ */ jsx(Link, {
				to: "/providers/$storeId/products/add",
				params: { storeId },
				className: buttonClass(),
				children: "افزودن محصول"
			})] })
		}),
		/* @__PURE__ */ jsx(OfferConflicts, { storeId: Number(storeId) }),
		queued.length > 0 ? /* @__PURE__ */ jsx("p", {
			role: "status",
			className: "fs_sm c_warning.default mb_2",
			children: `${queued.length.toLocaleString("fa-IR")} تغییر قیمت یا موجودی در صف ارسال است و با برگشتن اتصال فرستاده می‌شود.`
		}) : null,
		/* @__PURE__ */ jsx(StaleNote, { updatedAt: query.dataUpdatedAt }),
		/* @__PURE__ */ jsx(DataTable, {
			label: "محصولات فروشگاه",
			columns: columns(storeId, queued),
			rows: query.data?.items,
			rowKey: (offer) => offer.id,
			total: query.data?.total ?? 0,
			pageSize: 20,
			isPending: query.isPending,
			error: query.error,
			onRetry: () => void query.refetch(),
			toolbar: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(TableSearchBox, {
				label: "جستجو",
				placeholder: "نام محصول"
			}), /* @__PURE__ */ jsx(InStockFilter, {})] }),
			empty: search.q || search.stock ? {
				title: "محصولی با این شرایط پیدا نشد",
				description: "جستجو یا فیلترها را تغییر دهید."
			} : {
				title: "هنوز محصولی در این فروشگاه نیست",
				description: "با «افزودن محصول» از کاتالوگ محصولی انتخاب کنید یا محصول تازه‌ای بسازید."
			}
		}),
		store.data ? /* @__PURE__ */ jsx(BulkDialog, {
			storeSlug: store.data.slug,
			open: bulkOpen,
			onOpenChange: setBulkOpen
		}) : null
	] });
}
// src/routes/_authenticated/_provider/providers/$storeId/products.index.tsx?tsr-split=component
function ProvidersByStoreIdProductsPage() {
	const { storeId } = Route.useParams();
	return /* @__PURE__ */ jsx(SellerProductsPage, { storeId });
}
export { ProvidersByStoreIdProductsPage as component };

//# sourceMappingURL=products.index-COcg_mVP.js.map