import "./css-BNi8J5P3.js";
import { a as useCreateBundle, c as useUpdateBundle, i as storeOffersQueryOptions, n as sellerBundleQueryOptions, o as useDeleteBundle, s as useSetBundleItem, t as bundleProblem } from "./bundle-problem-C91CepBC.js";
import { r as toast } from "./toast-BxABEDuo.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { t as ConfirmDialog } from "./confirm-dialog-C1TtQ4nj.js";
import { K as ErrorState, dt as Loading } from "../entry-server.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { a as formatPrice, v as formatNumber } from "./fa-B46h81DH.js";
import { n as uploadImage, t as ImageUploader } from "./image-uploader-B163vCYC.js";
import { t as useApiForm } from "./use-api-form-X9a_rKFE.js";
import { a as Root, i as Header, o as Title, t as Body } from "./card-bpa1A8uH.js";
import { t as Combobox } from "./combobox-C_ZnWPt2.js";
import { a as Root$1, i as Label, o as Textarea, r as Input } from "./field-DXW4QFjt.js";
import { t as NumberInput } from "./number-input-C6ImeEwP.js";
import { n as Toman } from "./price-D8fzeTKM.js";
import { a as pairClass, i as optional, n as legendClass, o as sectionClass, r as numberClass, t as TextField } from "./store-form-parts-BmkIvrOt.js";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useId, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import * as v from "valibot";
// src/features/providers/bundles/bundle-form.tsx
var schema = v.object({
	name: v.pipe(v.string(), v.trim(), v.nonEmpty("نام سبد را وارد کنید"), v.minLength(2, "نام سبد باید دست‌کم ۲ حرف باشد"), v.maxLength(150, "نام سبد حداکثر ۱۵۰ حرف است")),
	slug: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.check((s) => s === "" || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s) && !/^[0-9]+$/.test(s), "نامک فقط حروف کوچک انگلیسی، رقم و خط تیره است و تنها از رقم ساخته نمی‌شود")),
	description: v.pipe(v.string(), v.maxLength(2e3, "توضیحات حداکثر ۲۰۰۰ حرف است")),
	image_url: v.string(),
	is_active: v.boolean()
});
var formClass = "d_flex flex-d_column gap_5 max-w_3xl";
var itemRow = "d_grid grid-tc_1fr_auto md:grid-tc_1fr_8rem_auto gap_3 ai_center py_3 bd-b-w_1px bd-c_border.default";
var itemName = "grid-c_1_/_-1 md:grid-c_auto fs_sm";
var summaryRow = "d_flex jc_space-between gap_3 fs_sm";
var switchRow = "d_flex ai_center gap_2 cursor_pointer";
var errorClass = "c_danger.default bg_danger.subtle bdr_control p_3 fs_sm";
var uploadBundle = (file, onProgress) => uploadImage(file, onProgress, { folder: "bundles" });
var itemsOf = (bundle) => bundle.items.map((item) => ({
	offerId: item.product_store_id,
	name: item.name_fa,
	unitPrice: item.unit_price,
	quantity: item.quantity
}));
var sameItems = (a, b) => a.length === b.length && a.every((x) => b.some((y) => y.offerId === x.offerId && y.quantity === x.quantity));
/** The bundle form of «افزودن سبد ویژه» and its edit page: name, photo, items with quantities, active. */
function BundleForm({ storeId, bundle, submitLabel, onSubmit }) {
	const [items, setItems] = useState(bundle ? itemsOf(bundle) : []);
	const form = useApiForm({
		schema,
		initialValues: {
			name: bundle?.name ?? "",
			slug: bundle?.slug ?? "",
			description: bundle?.description?.replace(/<[^>]*>/g, "") ?? "",
			image_url: bundle?.image_url ?? "",
			is_active: bundle?.is_active ?? true
		},
		onSubmit: (values) => onSubmit(values, items)
	});
	const { values, setValue, error } = form;
	const text = (name) => ({
		value: values[name],
		onChange: (e) => setValue(name, e.target.value),
		onBlur: form.blur(name)
	});
	const total = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
	const saved = bundle && sameItems(items, itemsOf(bundle));
	const activeId = useId();
	return /* @__PURE__ */ jsxs("form", {
		className: formClass,
		noValidate: true,
		onSubmit: form.handleSubmit,
		"aria-busy": form.submitting,
		children: [
			/* @__PURE__ */ jsxs("fieldset", {
				className: sectionClass,
				children: [
					/* @__PURE__ */ jsx("legend", {
						className: legendClass,
						children: "سبد"
					}),
					/* @__PURE__ */ jsxs("div", {
						className: pairClass,
						children: [/* @__PURE__ */ jsx(TextField, {
							label: "نام سبد",
							error: error("name"),
							required: true,
							children: /* @__PURE__ */ jsx(Input, {
								...text("name"),
								maxLength: 150
							})
						}), /* @__PURE__ */ jsx(TextField, {
							label: "نامک",
							hint: optional,
							error: error("slug"),
							helper: "مثلا back-to-school؛ خالی بماند ساخته می‌شود",
							children: /* @__PURE__ */ jsx(Input, {
								...text("slug"),
								dir: "ltr",
								maxLength: 200,
								className: numberClass
							})
						})]
					}),
					/* @__PURE__ */ jsx(TextField, {
						label: "توضیحات",
						hint: optional,
						error: error("description"),
						children: /* @__PURE__ */ jsx(Textarea, {
							...text("description"),
							rows: 3,
							maxLength: 2e3
						})
					}),
					/* @__PURE__ */ jsx(ImageUploader, {
						label: "عکس سبد",
						max: 1,
						value: values.image_url ? [{
							id: values.image_url,
							url: values.image_url
						}] : [],
						onValueChange: (images) => setValue("image_url", images[0]?.url ?? ""),
						upload: uploadBundle
					}),
					/* @__PURE__ */ jsxs("label", {
						className: switchRow,
						htmlFor: activeId,
						children: [/* @__PURE__ */ jsx("input", {
							id: activeId,
							type: "checkbox",
							role: "switch",
							checked: values.is_active,
							"aria-checked": values.is_active,
							onChange: (e) => setValue("is_active", e.target.checked)
						}), "فعال (در فروشگاه نمایش داده شود)"]
					})
				]
			}),
			/* @__PURE__ */ jsxs("fieldset", {
				className: sectionClass,
				children: [
					/* @__PURE__ */ jsx("legend", {
						className: legendClass,
						children: "کالاهای سبد"
					}),
					/* @__PURE__ */ jsx(OfferPicker, {
						storeId,
						taken: items.map((item) => item.offerId),
						onPick: (item) => setItems((prev) => [...prev, item])
					}),
					items.length === 0 ? /* @__PURE__ */ jsx("p", {
						className: "c_fg.muted fs_sm",
						children: "هنوز کالایی به سبد اضافه نشده است."
					}) : /* @__PURE__ */ jsx("ul", {
						"aria-label": "کالاهای سبد",
						children: items.map((item) => /* @__PURE__ */ jsxs("li", {
							className: itemRow,
							children: [
								/* @__PURE__ */ jsxs("span", {
									className: itemName,
									children: [
										item.name,
										/* @__PURE__ */ jsx("br", {}),
										/* @__PURE__ */ jsx("span", {
											className: "c_fg.muted",
											children: formatPrice(item.unitPrice)
										})
									]
								}),
								/* @__PURE__ */ jsxs(Root$1, { children: [/* @__PURE__ */ jsx(Label, {
									className: "sr_true",
									children: `تعداد ${item.name}`
								}), /* @__PURE__ */ jsx(NumberInput, {
									value: item.quantity,
									min: 1,
									max: 100,
									onValueChange: (quantity) => setItems((prev) => prev.map((x) => x.offerId === item.offerId ? {
										...x,
										quantity: Math.min(100, Math.max(1, quantity ?? 1))
									} : x))
								})] }),
								/* @__PURE__ */ jsx(Button, {
									type: "button",
									variant: "ghost",
									"aria-label": `حذف ${item.name} از سبد`,
									onClick: () => setItems((prev) => prev.filter((x) => x.offerId !== item.offerId)),
									children: "حذف"
								})
							]
						}, item.offerId))
					})
				]
			}),
			/* @__PURE__ */ jsxs(Root, {
				"aria-labelledby": "bundle-price-title",
				children: [/* @__PURE__ */ jsx(Header, { children: /* @__PURE__ */ jsx(Title, {
					id: "bundle-price-title",
					children: "قیمت سبد"
				}) }), /* @__PURE__ */ jsxs(Body, { children: [/* @__PURE__ */ jsxs("div", {
					className: summaryRow,
					children: [/* @__PURE__ */ jsx("span", { children: "جمع قیمت کالاها" }), /* @__PURE__ */ jsx(Toman, { value: total })]
				}), saved && bundle ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("div", {
					className: summaryRow,
					children: [/* @__PURE__ */ jsx("span", { children: "قیمت سبد برای مشتری" }), /* @__PURE__ */ jsx(Toman, { value: bundle.selling_price })]
				}), /* @__PURE__ */ jsxs("div", {
					className: summaryRow,
					children: [/* @__PURE__ */ jsx("span", { children: "صرفه‌جویی مشتری" }), bundle.price > bundle.selling_price ? /* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsx(Toman, { value: bundle.price - bundle.selling_price }), bundle.discount_percent ? ` (${formatNumber(bundle.discount_percent)}٪)` : ""] }) : /* @__PURE__ */ jsx("span", { children: "بدون تخفیف" })]
				})] }) : /* @__PURE__ */ jsx("p", {
					className: "c_fg.muted fs_sm mt_2",
					children: "قیمت نهایی و تخفیف‌های سبد پس از ذخیره، همان‌طور که در فروشگاه دیده می‌شود، نمایش داده می‌شود."
				})] })]
			}),
			form.formError ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: errorClass,
				children: form.formError
			}) : null,
			/* @__PURE__ */ jsx("div", { children: /* @__PURE__ */ jsx(Button, {
				type: "submit",
				disabled: form.submitting,
				children: form.submitting ? "در حال ذخیره..." : submitLabel
			}) })
		]
	});
}
/** Finds one of the store's offers by name and adds it to the bundle (quantity 1). */
function OfferPicker({ storeId, taken, onPick }) {
	const [phrase, setPhrase] = useState("");
	const query = useQuery(storeOffersQueryOptions(storeId, phrase));
	const offers = (query.data ?? []).filter((offer) => !taken.includes(offer.offerId));
	const options = offers.map((offer) => ({
		value: String(offer.offerId),
		label: `${offer.name} — ${formatPrice(offer.price)}`
	}));
	return /* @__PURE__ */ jsx(Combobox, {
		label: "افزودن کالا از محصولات فروشگاه",
		placeholder: "نام محصول را بنویسید",
		items: options,
		loading: query.isFetching,
		onSearch: setPhrase,
		value: null,
		onValueChange: (option) => {
			const offer = offers.find((o) => String(o.offerId) === option?.value);
			if (offer) onPick({
				offerId: offer.offerId,
				name: offer.name,
				unitPrice: offer.price,
				quantity: 1
			});
		}
	}, taken.length);
}
// src/features/providers/bundles/bundle-pages.tsx
var escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** The description as the server keeps it: paragraphs of plain text. */
var descriptionHtml = (text) => text.trim() ? text.trim().split(/\n+/).map((line) => `<p>${escapeHtml(line)}</p>`).join("") : null;
var fields = (values) => ({
	name: values.name,
	...values.slug ? { slug: values.slug } : {},
	description: descriptionHtml(values.description),
	image_url: values.image_url || null,
	is_active: values.is_active
});
/** /providers/$storeId/bundles/add */
function BundleAddPage({ storeId }) {
	const create = useCreateBundle(Number(storeId));
	const navigate = useNavigate();
	useDocumentTitle("افزودن سبد ویژه");
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PanelHeader, { title: "افزودن سبد ویژه" }), /* @__PURE__ */ jsx(BundleForm, {
		storeId: Number(storeId),
		submitLabel: "ساخت سبد",
		onSubmit: async (values, items) => {
			const bundle = await create.mutateAsync({
				...fields(values),
				items: items.map((item) => ({
					product_store_id: item.offerId,
					quantity: item.quantity
				}))
			});
			toast({
				title: "سبد ویژه ساخته شد",
				variant: "success"
			});
			await navigate({
				to: "/providers/$storeId/bundles/$id",
				params: {
					storeId,
					id: String(bundle.id)
				}
			});
		}
	})] });
}
var problemClass = "c_danger.default bg_danger.subtle bdr_control p_3 mb_4";
/** /providers/$storeId/bundles/$id: the bundle's fields and items; delete with confirmation. */
function BundleEditPage({ storeId, id }) {
	const store = Number(storeId);
	const query = useQuery(sellerBundleQueryOptions(store, Number(id)));
	const update = useUpdateBundle(store, Number(id));
	const setItem = useSetBundleItem(store, Number(id));
	const remove = useDeleteBundle(store);
	const navigate = useNavigate();
	const [confirming, setConfirming] = useState(false);
	useDocumentTitle(query.data ? `ویرایش «${query.data.name}»` : "ویرایش سبد ویژه");
	if (query.isPending) return /* @__PURE__ */ jsx(Loading, {});
	if (query.error) return /* @__PURE__ */ jsx(ErrorState, {
		error: query.error,
		onRetry: () => void query.refetch()
	});
	const bundle = query.data;
	const problem = bundleProblem(bundle);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(PanelHeader, {
			title: `ویرایش «${bundle.name}»`,
			actions: /* @__PURE__ */ jsx(Button, {
				variant: "outline",
				onClick: () => setConfirming(true),
				children: "حذف سبد"
			})
		}),
		problem ? /* @__PURE__ */ jsxs("p", {
			role: "status",
			className: problemClass,
			children: [`این سبد در فروشگاه قابل خرید نیست: ${problem}.`, bundle.removed_items > 0 ? " کالاهای سبد را بررسی و ذخیره کنید." : ""]
		}) : null,
		/* @__PURE__ */ jsx(BundleForm, {
			storeId: store,
			bundle,
			submitLabel: "ذخیره تغییرات",
			onSubmit: async (values, items) => {
				await update.mutateAsync(fields(values));
				const before = itemsOf(bundle);
				for (const item of items) {
					const was = before.find((x) => x.offerId === item.offerId);
					if (!was || was.quantity !== item.quantity) await setItem.mutateAsync({
						offerId: item.offerId,
						quantity: item.quantity
					});
				}
				for (const was of before) if (!items.some((x) => x.offerId === was.offerId)) await setItem.mutateAsync({
					offerId: was.offerId,
					quantity: 0
				});
				await query.refetch();
				toast({
					title: "سبد ذخیره شد",
					variant: "success"
				});
			}
		}, bundle.updated_at),
		/* @__PURE__ */ jsx(ConfirmDialog, {
			open: confirming,
			onOpenChange: setConfirming,
			title: `سبد «${bundle.name}» حذف شود؟`,
			description: "سبد از فروشگاه برداشته می‌شود؛ سفارش‌های گذشته تغییری نمی‌کنند.",
			confirmLabel: "حذف سبد",
			destructive: true,
			onConfirm: async () => {
				await remove.mutateAsync(bundle.id);
				toast({
					title: "سبد حذف شد",
					variant: "success"
				});
				await navigate({
					to: "/providers/$storeId/bundles",
					params: { storeId }
				});
			}
		})
	] });
}
export { BundleEditPage as n, BundleAddPage as t };

//# sourceMappingURL=bundle-pages-Bx-OJEvE.js.map