import "./css-BNi8J5P3.js";
import { i as newIdempotencyKey } from "./sdk-Dju50_5D.js";
import { i as createProduct, r as catalogueSearchQueryOptions } from "./seller-products-CoFA4abM.js";
import { t as errorDetail } from "./errors-BJLin2ZF.js";
import { t as serverErrors } from "./form-errors-DUU0TT17.js";
import { r as toast } from "./toast-BxABEDuo.js";
import { n as uploadImage, t as ImageUploader } from "./image-uploader-B163vCYC.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { a as Root, t as Body } from "./card-bpa1A8uH.js";
import { t as Combobox } from "./combobox-C_ZnWPt2.js";
import { a as Root$1, i as Label, t as ErrorText } from "./field-DXW4QFjt.js";
import { t as NumberInput } from "./number-input-C6ImeEwP.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { a as Trigger, i as Root$2, r as List, t as Content } from "./tabs-1g6V2f6D.js";
import { a as productFormFields, n as emptyProductData, o as withoutEdited, r as productDataBody, t as ProductDataFields } from "./product-data-fields-CIvM2M4M.js";
import { _t as invalidateSellerProducts, i as Route } from "../entry-server.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/providers/products/product-add-page.tsx
var stack = "d_flex flex-d_column gap_4";
var row = "d_grid grid-tc_1fr sm:grid-tc_1fr_1fr gap_4";
function offerProblems(offer) {
	const problems = {};
	if (!offer.price || offer.price < 1) problems.price = "قیمت فروش را وارد کنید";
	if (offer.stock === null || offer.stock < 0) problems.stock = "موجودی را وارد کنید";
	return problems;
}
function OfferFields({ offer, onChange, errors }) {
	return /* @__PURE__ */ jsxs("div", {
		className: row,
		children: [/* @__PURE__ */ jsxs(Root$1, {
			required: true,
			invalid: Boolean(errors.price),
			children: [
				/* @__PURE__ */ jsx(Label, { children: "قیمت فروش (تومان)" }),
				/* @__PURE__ */ jsx(NumberInput, {
					value: offer.price,
					emptyAs: null,
					min: 1,
					toman: true,
					onValueChange: (price) => onChange({
						...offer,
						price
					})
				}),
				/* @__PURE__ */ jsx(ErrorText, { children: errors.price })
			]
		}), /* @__PURE__ */ jsxs(Root$1, {
			required: true,
			invalid: Boolean(errors.stock),
			children: [
				/* @__PURE__ */ jsx(Label, { children: "موجودی" }),
				/* @__PURE__ */ jsx(NumberInput, {
					value: offer.stock,
					emptyAs: null,
					min: 0,
					onValueChange: (stock) => onChange({
						...offer,
						stock
					})
				}),
				/* @__PURE__ */ jsx(ErrorText, { children: errors.stock })
			]
		})]
	});
}
/** Sends POST /products once per attempt (its Idempotency-Key), then opens the new product. */
function useCreate(storeId) {
	const queryClient = useQueryClient();
	const navigate = useNavigate();
	const [key] = useState(newIdempotencyKey);
	return useMutation({
		mutationFn: (body) => createProduct(Number(storeId), body, key),
		meta: { silentError: true },
		onSuccess: async (product) => {
			invalidateSellerProducts(queryClient);
			toast({
				title: "محصول به فروشگاه افزوده شد",
				variant: "success"
			});
			await navigate({
				to: "/providers/$storeId/products/$id",
				params: {
					storeId,
					id: String(product.id)
				}
			});
		}
	});
}
/**
* /providers/$storeId/products/add: offer a catalogue product at the store's price and stock, or
* create a new product (names, category, brand, description, photos).
*/
function ProductAddPage({ storeId }) {
	useDocumentTitle("افزودن محصول");
	const [tab, setTab] = useState("catalogue");
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PanelHeader, { title: "افزودن محصول" }), /* @__PURE__ */ jsxs(Root$2, {
		value: tab,
		onValueChange: ({ value }) => setTab(value),
		children: [
			/* @__PURE__ */ jsxs(List, {
				"aria-label": "روش افزودن محصول",
				children: [/* @__PURE__ */ jsx(Trigger, {
					value: "catalogue",
					children: "انتخاب از کاتالوگ"
				}), /* @__PURE__ */ jsx(Trigger, {
					value: "new",
					children: "ساخت محصول تازه"
				})]
			}),
			/* @__PURE__ */ jsx(Content, {
				value: "catalogue",
				children: /* @__PURE__ */ jsx(FromCatalogue, { storeId })
			}),
			/* @__PURE__ */ jsx(Content, {
				value: "new",
				children: /* @__PURE__ */ jsx(NewProduct, { storeId })
			})
		]
	})] });
}
function catalogueLabel(item) {
	return item.brand ? `${item.name_fa} (${item.brand.name_fa})` : item.name_fa;
}
function FromCatalogue({ storeId }) {
	const [phrase, setPhrase] = useState("");
	const [chosen, setChosen] = useState(null);
	const [offer, setOffer] = useState({
		price: null,
		stock: null
	});
	const [errors, setErrors] = useState({});
	const search = useQuery(catalogueSearchQueryOptions(phrase));
	const create = useCreate(storeId);
	const items = search.data?.items ?? [];
	const options = items.map((item) => ({
		value: String(item.id),
		label: catalogueLabel(item)
	}));
	const submit = (event) => {
		event.preventDefault();
		const problems = { ...offerProblems(offer) };
		if (!chosen) problems.item = "محصولی از کاتالوگ انتخاب کنید";
		setErrors(problems);
		if (Object.keys(problems).length || !chosen) return;
		create.mutate({
			catalogue_item_id: chosen.id,
			price: offer.price,
			stock: offer.stock,
			is_available: true,
			is_imported_from_catalogue: true
		});
	};
	return /* @__PURE__ */ jsx(Root, {
		className: "mt_4",
		children: /* @__PURE__ */ jsx(Body, { children: /* @__PURE__ */ jsxs("form", {
			noValidate: true,
			onSubmit: submit,
			className: stack,
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "c_fg.muted fs_sm",
					children: "نام، برند یا مدل کالا را بنویسید و از نتیجه‌ها انتخاب کنید؛ مشخصات، توضیحات و تصویرهای کاتالوگ همراه آن می‌آید و شما فقط قیمت و موجودی خودتان را تعیین می‌کنید."
				}),
				/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(Combobox, {
					label: "جستجو در کاتالوگ",
					placeholder: "مثلاً گوشی سامسونگ A55",
					items: options,
					loading: search.isFetching,
					onSearch: setPhrase,
					value: chosen ? {
						value: String(chosen.id),
						label: catalogueLabel(chosen)
					} : null,
					onValueChange: (option) => setChosen(items.find((item) => String(item.id) === option?.value) ?? null),
					invalid: Boolean(errors.item)
				}), errors.item ? /* @__PURE__ */ jsx("p", {
					role: "alert",
					className: "c_danger.default fs_sm mt_1",
					children: errors.item
				}) : null] }),
				chosen ? /* @__PURE__ */ jsxs("dl", {
					className: "d_grid grid-tc_auto_1fr cg_3 rg_1 fs_sm",
					children: [
						/* @__PURE__ */ jsx("dt", {
							className: "c_fg.muted",
							children: "دسته‌بندی"
						}),
						/* @__PURE__ */ jsx("dd", { children: chosen.category.path.join(" › ") || chosen.category.name_fa }),
						/* @__PURE__ */ jsx("dt", {
							className: "c_fg.muted",
							children: "برند"
						}),
						/* @__PURE__ */ jsx("dd", { children: chosen.brand?.name_fa ?? "بدون برند" })
					]
				}) : null,
				/* @__PURE__ */ jsx(OfferFields, {
					offer,
					onChange: setOffer,
					errors
				}),
				create.error ? /* @__PURE__ */ jsx("p", {
					role: "alert",
					className: "c_danger.default fs_sm",
					children: errorDetail(create.error) ?? "افزودن انجام نشد"
				}) : null,
				/* @__PURE__ */ jsx(Button, {
					type: "submit",
					disabled: create.isPending,
					className: "as_flex-start",
					children: "افزودن به فروشگاه"
				})
			]
		}) })
	});
}
function NewProduct({ storeId }) {
	const [values, setValues] = useState(emptyProductData);
	const [images, setImages] = useState([]);
	const [offer, setOffer] = useState({
		price: null,
		stock: null
	});
	const [errors, setErrors] = useState({});
	const [formError, setFormError] = useState(null);
	const queryClient = useQueryClient();
	const create = useCreate(storeId);
	const submit = (event) => {
		event.preventDefault();
		const problems = { ...offerProblems(offer) };
		if (values.name_fa.trim().length < 2) problems.name_fa = "نام فارسی محصول را وارد کنید";
		if (!values.category_id) problems.category_id = "دسته‌بندی را انتخاب کنید";
		setErrors(problems);
		setFormError(null);
		if (Object.keys(problems).length) return;
		create.mutate({
			...productDataBody(values),
			image_urls: images.map((image) => image.url),
			price: offer.price,
			stock: offer.stock,
			is_available: true,
			is_imported_from_catalogue: true
		}, { onError: (caught) => {
			const mapped = serverErrors(caught, productFormFields(queryClient, values.category_id));
			setErrors(mapped.fields);
			setFormError(mapped.form);
		} });
	};
	return /* @__PURE__ */ jsx(Root, {
		className: "mt_4",
		children: /* @__PURE__ */ jsx(Body, { children: /* @__PURE__ */ jsxs("form", {
			noValidate: true,
			onSubmit: submit,
			className: stack,
			children: [
				/* @__PURE__ */ jsx(ProductDataFields, {
					values,
					onChange: (next) => {
						setErrors((errors) => withoutEdited(errors, values, next));
						setValues(next);
					},
					errors
				}),
				/* @__PURE__ */ jsx(ImageUploader, {
					label: "تصویرهای محصول (اولی تصویر اصلی است)",
					value: images,
					onValueChange: setImages,
					max: 12,
					upload: (file, onProgress) => uploadImage(file, onProgress, { folder: "products" })
				}),
				/* @__PURE__ */ jsx(OfferFields, {
					offer,
					onChange: setOffer,
					errors
				}),
				formError ? /* @__PURE__ */ jsx("p", {
					role: "alert",
					className: "c_danger.default fs_sm",
					children: formError
				}) : null,
				/* @__PURE__ */ jsx(Button, {
					type: "submit",
					disabled: create.isPending,
					className: "as_flex-start",
					children: "ساخت و افزودن به فروشگاه"
				})
			]
		}) })
	});
}
// src/routes/_authenticated/_provider/providers/$storeId/products.add.tsx?tsr-split=component
function ProvidersByStoreIdProductsAddPage() {
	const { storeId } = Route.useParams();
	return /* @__PURE__ */ jsx(ProductAddPage, { storeId });
}
export { ProvidersByStoreIdProductsAddPage as component };

//# sourceMappingURL=products.add-mxUtvB8U.js.map