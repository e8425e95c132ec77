import { o as css } from "./css-BNi8J5P3.js";
import { a as deleteOffer, c as reorderImages, f as setPrimaryImage, l as sellerProductQueryOptions, o as deleteProductImage, p as updateProduct, t as addProductImage } from "./seller-products-CoFA4abM.js";
import { t as serverErrors } from "./form-errors-DUU0TT17.js";
import { r as toast } from "./toast-BxABEDuo.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { n as buttonClass, t as Button } from "./button-BQVJ5_gf.js";
import { a as Root, i as Header, n as Description, o as Title, t as Body } from "./card-bpa1A8uH.js";
import { t as ConfirmDialog } from "./confirm-dialog-C1TtQ4nj.js";
import { K as ErrorState, _t as invalidateSellerProducts, a as Route, yt as sellerProductKeys } from "../entry-server.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { t as Skeleton } from "./skeleton-DPup_Gqx.js";
import { t as StaleNote } from "./stale-note-YkBkAc2u.js";
import { a as useQueuedEdits, n as AvailabilitySwitch, r as OfferValueInput, t as OfferConflicts } from "./offer-conflicts-XzmWmfT7.js";
import { a as productFormFields, i as productDataOf, o as withoutEdited, r as productDataBody, t as ProductDataFields } from "./product-data-fields-CIvM2M4M.js";
import { t as errorDetail } from "./errors-BJLin2ZF.js";
import { b as toPersianDigits } from "./fa-B46h81DH.js";
import { n as uploadImage, t as ImageUploader } from "./image-uploader-B163vCYC.js";
import { t as AppImage } from "./app-image-BPRRkvdV.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/providers/products/product-images.tsx
var list = "d_grid grid-tc_repeat(auto-fill,_minmax(9.5rem,_1fr)) gap_3 li-s_none p_0";
var item = "d_flex flex-d_column gap_2 p_2 bd-w_1px bd-c_border.default bdr_card bg_bg.surface [&[data-dragging]]:op_0.5 [&[data-over]]:bd-c_accent.default [&[data-over]]:bd-w_2px";
var buttons = "d_flex flex-wrap_wrap gap_1";
/** Moves one entry of a list to another position. */
function moved(items, from, to) {
	const next = [...items];
	const [taken] = next.splice(from, 1);
	next.splice(to, 0, taken);
	return next;
}
/**
* The product's photos: add (up to 12, each with its progress), remove, make primary, and
* reorder by dragging or with the «قبلی/بعدی» buttons (keyboard and screen readers).
*/
function ProductImages({ product, storeId }) {
	const queryClient = useQueryClient();
	const [error, setError] = useState(null);
	const [dragging, setDragging] = useState(null);
	const [over, setOver] = useState(null);
	const [announce, setAnnounce] = useState("");
	const images = product.images;
	const key = sellerProductKeys.detail(product.id, storeId);
	const refresh = () => invalidateSellerProducts(queryClient);
	const withImages = (items) => queryClient.setQueryData(key, (old) => old ? {
		...old,
		images: items
	} : old);
	const reorder = useMutation({
		mutationFn: (ids) => reorderImages(product.id, storeId, ids),
		meta: { silentError: true },
		onMutate: (ids) => {
			const byId = new Map(images.map((image) => [image.id, image]));
			withImages(ids.map((id, order) => ({
				...byId.get(id),
				order
			})));
		},
		onSuccess: (answer) => withImages(answer.items),
		onError: (caught) => setError(errorDetail(caught) ?? "ترتیب تصویرها ذخیره نشد"),
		onSettled: refresh
	});
	const primary = useMutation({
		mutationFn: (imageId) => setPrimaryImage(product.id, storeId, imageId),
		meta: { silentError: true },
		onSuccess: (answer) => {
			withImages(answer.items);
			setAnnounce("تصویر اصلی تغییر کرد");
		},
		onError: (caught) => setError(errorDetail(caught) ?? "تصویر اصلی تغییر نکرد"),
		onSettled: refresh
	});
	const remove = useMutation({
		mutationFn: (imageId) => deleteProductImage(product.id, storeId, imageId),
		meta: { silentError: true },
		onSuccess: () => setAnnounce("تصویر حذف شد"),
		onError: (caught) => setError(errorDetail(caught) ?? "تصویر حذف نشد"),
		onSettled: refresh
	});
	const busy = reorder.isPending || primary.isPending || remove.isPending;
	const move = (from, to) => {
		if (to < 0 || to >= images.length || from === to) return;
		setError(null);
		reorder.mutate(moved(images, from, to).map((image) => image.id));
		setAnnounce(`تصویر ${toPersianDigits(from + 1)} به جای ${toPersianDigits(to + 1)} رفت`);
	};
	const dragProps = (index) => ({
		draggable: !busy,
		onDragStart: (event) => {
			event.dataTransfer.effectAllowed = "move";
			event.dataTransfer.setData("text/plain", String(index));
			setDragging(index);
		},
		onDragOver: (event) => {
			event.preventDefault();
			setOver(index);
		},
		onDragLeave: () => setOver((current) => current === index ? null : current),
		onDrop: (event) => {
			event.preventDefault();
			const from = Number(event.dataTransfer.getData("text/plain"));
			setDragging(null);
			setOver(null);
			if (Number.isInteger(from)) move(from, index);
		},
		onDragEnd: () => {
			setDragging(null);
			setOver(null);
		}
	});
	const room = 12 - images.length;
	return /* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-d_column gap_3",
		children: [
			images.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: "c_fg.muted",
				children: "این محصول هنوز تصویری ندارد."
			}) : /* @__PURE__ */ jsx("ol", {
				"aria-label": "تصویرهای محصول",
				className: list,
				children: images.map((image, index) => {
					const name = `تصویر ${toPersianDigits(index + 1)}`;
					return /* @__PURE__ */ jsxs("li", {
						className: item,
						"data-dragging": dragging === index ? "" : void 0,
						"data-over": over === index && dragging !== index ? "" : void 0,
						...dragProps(index),
						children: [
							/* @__PURE__ */ jsx(AppImage, {
								src: image.url,
								alt: image.is_primary ? `${name} (تصویر اصلی)` : name,
								width: 160,
								height: 160,
								className: "w_full asp_square obj-f_cover bdr_control"
							}),
							/* @__PURE__ */ jsx("span", {
								className: css({
									fontSize: "sm",
									fontWeight: image.is_primary ? "bold" : "normal"
								}),
								children: image.is_primary ? `${name}، اصلی` : name
							}),
							/* @__PURE__ */ jsxs("div", {
								className: buttons,
								children: [/* @__PURE__ */ jsx(Button, {
									size: "sm",
									variant: "outline",
									disabled: busy || index === 0,
									"aria-label": `انتقال ${name} به قبل`,
									onClick: () => move(index, index - 1),
									children: "قبلی"
								}), /* @__PURE__ */ jsx(Button, {
									size: "sm",
									variant: "outline",
									disabled: busy || index === images.length - 1,
									"aria-label": `انتقال ${name} به بعد`,
									onClick: () => move(index, index + 1),
									children: "بعدی"
								})]
							}),
							/* @__PURE__ */ jsxs("div", {
								className: buttons,
								children: [image.is_primary ? null : /* @__PURE__ */ jsx(Button, {
									size: "sm",
									variant: "subtle",
									disabled: busy,
									"aria-label": `${name} تصویر اصلی شود`,
									onClick: () => {
										setError(null);
										primary.mutate(image.id);
									},
									children: "تصویر اصلی"
								}), /* @__PURE__ */ jsx(Button, {
									size: "sm",
									variant: "ghost",
									disabled: busy,
									"aria-label": `حذف ${name}`,
									onClick: () => {
										setError(null);
										remove.mutate(image.id);
									},
									children: "حذف"
								})]
							})
						]
					}, image.id);
				})
			}),
			/* @__PURE__ */ jsx("p", {
				"aria-live": "polite",
				className: "sr_true",
				children: announce
			}),
			error ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "fs_sm c_danger.default",
				children: error
			}) : null,
			room > 0 ? /* @__PURE__ */ jsx(ImageUploader, {
				label: `افزودن تصویر (تا ${toPersianDigits(room)} تصویر دیگر)`,
				value: [],
				max: room,
				onValueChange: () => void 0,
				upload: async (file, onProgress) => {
					const uploaded = await uploadImage(file, onProgress, { folder: "products" });
					await addProductImage(product.id, storeId, uploaded.url);
					refresh();
					return uploaded;
				}
			}) : /* @__PURE__ */ jsx("p", {
				className: "fs_sm c_fg.muted",
				children: `هر محصول حداکثر ${toPersianDigits(12)} تصویر دارد؛ برای افزودن، یکی را حذف کنید.`
			})
		]
	});
}
// src/features/providers/products/product-edit-page.tsx
var stack = "d_flex flex-d_column gap_4";
/**
* /providers/$storeId/products/$id: the store's offer (price and stock in place, queued offline;
* on sale or not), the product's data and its photos, and stopping the offer after a confirmation
* (the server's refusal shown in the dialog).
*/
function ProductEditPage({ storeId, id }) {
	const store = Number(storeId);
	const query = useQuery(sellerProductQueryOptions(Number(id), store));
	const queued = useQueuedEdits();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const [confirmDelete, setConfirmDelete] = useState(false);
	const product = query.data;
	useDocumentTitle(product ? `ویرایش ${product.name_fa}` : "ویرایش محصول");
	if (!product) return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PanelHeader, { title: "ویرایش محصول" }), query.error ? /* @__PURE__ */ jsx(ErrorState, {
		error: query.error,
		onRetry: () => void query.refetch()
	}) : /* @__PURE__ */ jsx(Skeleton, { className: "h_40" })] });
	return /* @__PURE__ */ jsxs("div", {
		className: stack,
		children: [
			/* @__PURE__ */ jsx(PanelHeader, {
				title: product.name_fa,
				actions: /* @__PURE__ */ jsx(Link, {
					to: "/providers/$storeId/products",
					params: { storeId },
					className: buttonClass({ variant: "outline" }),
					children: "بازگشت به محصولات"
				})
			}),
			/* @__PURE__ */ jsx(StaleNote, { updatedAt: query.dataUpdatedAt }),
			/* @__PURE__ */ jsx(OfferConflicts, { storeId: store }),
			/* @__PURE__ */ jsxs(Root, { children: [/* @__PURE__ */ jsx(Header, { children: /* @__PURE__ */ jsx(Title, { children: "قیمت و موجودی در این فروشگاه" }) }), /* @__PURE__ */ jsxs(Body, {
				className: "d_flex flex-wrap_wrap gap_4 ai_flex-start",
				children: [
					/* @__PURE__ */ jsx(OfferValueInput, {
						offer: {
							productId: product.id,
							storeId: store,
							name: product.name_fa,
							price: product.price ?? 0,
							stock: product.stock ?? 0
						},
						field: "price",
						label: "قیمت (تومان)",
						queued
					}),
					/* @__PURE__ */ jsx(OfferValueInput, {
						offer: {
							productId: product.id,
							storeId: store,
							name: product.name_fa,
							price: product.price ?? 0,
							stock: product.stock ?? 0
						},
						field: "stock",
						label: "موجودی",
						queued
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "d_flex flex-d_column gap_1",
						children: [/* @__PURE__ */ jsx("span", {
							className: "fw_medium",
							children: "فروش"
						}), /* @__PURE__ */ jsx(AvailabilitySwitch, { offer: {
							product_id: product.id,
							store_id: store,
							is_available: product.is_available ?? false,
							product: { name_fa: product.name_fa }
						} })]
					})
				]
			})] }),
			/* @__PURE__ */ jsxs(Root, { children: [/* @__PURE__ */ jsx(Header, { children: /* @__PURE__ */ jsx(Title, { children: "تصویرها" }) }), /* @__PURE__ */ jsx(Body, { children: /* @__PURE__ */ jsx(ProductImages, {
				product,
				storeId: store
			}) })] }),
			/* @__PURE__ */ jsx(ProductDataCard, {
				product,
				storeId: store
			}),
			/* @__PURE__ */ jsxs(Root, { children: [/* @__PURE__ */ jsxs(Header, { children: [/* @__PURE__ */ jsx(Title, { children: "حذف از فروشگاه" }), /* @__PURE__ */ jsx(Description, { children: "محصول از فهرست این فروشگاه برداشته می‌شود؛ سفارش‌های گذشته و فروشگاه‌های دیگر دست نمی‌خورند." })] }), /* @__PURE__ */ jsx(Body, { children: /* @__PURE__ */ jsx(Button, {
				variant: "danger",
				onClick: () => setConfirmDelete(true),
				children: "حذف محصول از فروشگاه"
			}) })] }),
			/* @__PURE__ */ jsx(ConfirmDialog, {
				open: confirmDelete,
				onOpenChange: setConfirmDelete,
				title: "حذف محصول از فروشگاه",
				description: `«${product.name_fa}» از محصولات این فروشگاه حذف می‌شود. اگر این کالا در سفارش‌های گذشته آمده باشد، حذف ممکن نیست و می‌توانید فروش آن را غیرفعال کنید.`,
				confirmLabel: "حذف محصول",
				destructive: true,
				onConfirm: async () => {
					await deleteOffer(product.id, store);
					queryClient.removeQueries({ queryKey: sellerProductKeys.detail(product.id, store) });
					invalidateSellerProducts(queryClient);
					toast({
						title: "محصول از فروشگاه حذف شد",
						variant: "success"
					});
					await navigate({
						to: "/providers/$storeId/products",
						params: { storeId }
					});
				}
			})
		]
	});
}
function ProductDataCard({ product, storeId }) {
	const queryClient = useQueryClient();
	const [values, setValues] = useState(() => productDataOf(product));
	const [error, setError] = useState(null);
	const [invalid, setInvalid] = useState({});
	useEffect(() => setValues(productDataOf(product)), [product.updated_at]);
	const save = useMutation({
		mutationFn: () => updateProduct(product.id, storeId, productDataBody(values)),
		meta: { silentError: true },
		onSuccess: (answer) => {
			queryClient.setQueryData(sellerProductKeys.detail(product.id, storeId), answer);
			toast({
				title: "اطلاعات محصول ذخیره شد",
				variant: "success"
			});
			return invalidateSellerProducts(queryClient);
		},
		onError: (caught) => {
			const mapped = serverErrors(caught, productFormFields(queryClient, values.category_id));
			setInvalid(mapped.fields);
			setError(mapped.form);
		}
	});
	const submit = (event) => {
		event.preventDefault();
		const problems = {};
		if (values.name_fa.trim().length < 2) problems.name_fa = "نام فارسی محصول را وارد کنید";
		if (!values.category_id) problems.category_id = "دسته‌بندی را انتخاب کنید";
		setInvalid(problems);
		if (Object.keys(problems).length) return;
		setError(null);
		save.mutate();
	};
	return /* @__PURE__ */ jsxs(Root, { children: [/* @__PURE__ */ jsxs(Header, { children: [/* @__PURE__ */ jsx(Title, { children: "اطلاعات محصول" }), /* @__PURE__ */ jsx(Description, { children: "این اطلاعات میان همه فروشگاه‌هایی که این کالا را می‌فروشند مشترک است و تا وقتی فروشگاه دیگری آن را نمی‌فروشد تغییرپذیر است." })] }), /* @__PURE__ */ jsx(Body, { children: /* @__PURE__ */ jsxs("form", {
		noValidate: true,
		onSubmit: submit,
		className: stack,
		children: [
			/* @__PURE__ */ jsx(ProductDataFields, {
				values,
				onChange: (next) => {
					setInvalid((errors) => withoutEdited(errors, values, next));
					setValues(next);
				},
				errors: invalid,
				resetKey: product.updated_at
			}),
			error ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "c_danger.default fs_sm",
				children: error
			}) : null,
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				disabled: save.isPending,
				className: "as_flex-start",
				children: "ذخیره اطلاعات محصول"
			})
		]
	}) })] });
}
// src/routes/_authenticated/_provider/providers/$storeId/products.$id.tsx?tsr-split=component
function ProvidersByStoreIdProductsByIdPage() {
	const { storeId, id } = Route.useParams();
	return /* @__PURE__ */ jsx(ProductEditPage, {
		storeId,
		id
	});
}
export { ProvidersByStoreIdProductsByIdPage as component };

//# sourceMappingURL=products._id-zQT-F5Is.js.map