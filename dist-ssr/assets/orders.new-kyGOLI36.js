import { o as css } from "./css-BNi8J5P3.js";
import { a as receiverNameSchema, i as postalCodeSchema, n as mobileSchema, t as addressLineSchema } from "./address-DavMV2U2.js";
import { n as useCreateManualOrder, t as OfferPicker } from "./offer-picker-fWHIyNJD.js";
import { a as shippingMethodLabel, n as myStoreQueryOptions } from "./stores-CA1jN-Ll.js";
import { v as formatNumber } from "./fa-B46h81DH.js";
import { i as phoneSchema } from "./form-schemas-BPD7IF1x.js";
import { r as methodChoices } from "./shipping-rules-1wqba-BN.js";
import { t as useApiForm } from "./use-api-form-X9a_rKFE.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { t as PlaceFields } from "./place-fields-9caDSZyl.js";
import { n as buttonClass, t as Button } from "./button-BQVJ5_gf.js";
import { a as Root, i as Header, n as Description, o as Title, t as Body } from "./card-bpa1A8uH.js";
import { K as ErrorState, dt as Loading, s as Route } from "../entry-server.js";
import { a as Root$1, i as Label, o as Textarea, r as Input, t as ErrorText } from "./field-DXW4QFjt.js";
import { t as NumberInput } from "./number-input-C6ImeEwP.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { n as Toman } from "./price-D8fzeTKM.js";
import { t as Select } from "./select-D8_Drlvu.js";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import * as v from "valibot";
// src/features/providers/orders/manual-order-page.tsx
var MAX_QUANTITY = 100;
var schema = v.object({
	customer_phone: phoneSchema,
	customer_name: v.pipe(v.string(), v.trim(), v.maxLength(100, "نام حداکثر ۱۰۰ حرف است")),
	items: v.pipe(v.array(v.custom(() => true)), v.minLength(1, "دست‌کم یک کالا به سفارش اضافه کنید"), v.check((lines) => lines.every((l) => l.quantity >= 1), "تعداد هر کالا باید دست‌کم ۱ باشد"), v.check((lines) => lines.every((l) => l.quantity <= l.offer.stock), "تعداد برخی کالاها از موجودی بیشتر است")),
	receiver_name: receiverNameSchema,
	receiver_phone: mobileSchema,
	province: v.pipe(v.string(), v.nonEmpty("استان را انتخاب کنید")),
	city: v.pipe(v.string(), v.nonEmpty("شهر را انتخاب کنید")),
	address_line: addressLineSchema,
	postal_code: postalCodeSchema,
	shipping_method: v.pipe(v.string(), v.nonEmpty("شیوه ارسال را انتخاب کنید")),
	payment_method: v.picklist(["online", "cod"], "شیوه پرداخت را انتخاب کنید"),
	note: v.pipe(v.string(), v.maxLength(500, "یادداشت حداکثر ۵۰۰ حرف است"))
});
var grid = "d_grid grid-tc_minmax(0,_1fr) md:grid-tc_repeat(2,_minmax(0,_1fr)) gap_4";
var stack = "d_flex flex-d_column gap_4 min-w_0";
/**
* /providers/$storeId/orders/new: a sale taken on the phone. The customer's mobile (the account is
* found or made by it), the store's offers with quantities (stock shown), the delivery address,
* one of the store's shipping methods and the payment method; the totals previewed before sending.
* The server takes the stock at once, as a checkout does; its refusals show on their fields.
*/
function ManualOrderPage({ storeId }) {
	useDocumentTitle("ثبت سفارش دستی");
	const storeQuery = useQuery(myStoreQueryOptions(storeId));
	const create = useCreateManualOrder();
	const navigate = useNavigate();
	const form = useApiForm({
		schema,
		initialValues: {
			customer_phone: "",
			customer_name: "",
			items: [],
			receiver_name: "",
			receiver_phone: "",
			province: "",
			city: "",
			address_line: "",
			postal_code: "",
			shipping_method: "",
			payment_method: "online",
			note: ""
		},
		onSubmit: async (values) => {
			const order = await create.mutateAsync({
				store_id: storeId,
				customer_phone: values.customer_phone,
				customer_name: values.customer_name || void 0,
				items: values.items.map((l) => ({
					product_store_id: l.offer.id,
					quantity: l.quantity
				})),
				address: {
					receiver_name: values.receiver_name,
					receiver_phone: values.receiver_phone,
					province: values.province,
					city: values.city,
					address_line: values.address_line,
					postal_code: values.postal_code
				},
				shipping_method: values.shipping_method,
				payment_method: values.payment_method,
				note: values.note || void 0
			});
			await navigate({
				to: "/providers/$storeId/orders/$id",
				params: {
					storeId: String(storeId),
					id: String(order.id)
				}
			});
		}
	});
	const header = /* @__PURE__ */ jsx(PanelHeader, {
		title: "ثبت سفارش دستی",
		actions: /* @__PURE__ */ jsx(Link, {
			to: "/providers/$storeId/orders",
			params: { storeId: String(storeId) },
			className: buttonClass({
				variant: "ghost",
				size: "sm"
			}),
			children: "بازگشت به سفارش‌ها"
		})
	});
	const store = storeQuery.data;
	if (!store) return /* @__PURE__ */ jsxs(Fragment, { children: [header, storeQuery.isError ? /* @__PURE__ */ jsx(ErrorState, {
		error: storeQuery.error,
		onRetry: () => void storeQuery.refetch()
	}) : /* @__PURE__ */ jsx(Loading, {})] });
	const values = form.values;
	const choices = methodChoices({
		...store.shipping,
		courier_city: store.shipping.courier_city ?? null
	}, values.city || null);
	const chosen = choices.find((c) => c.option.method === values.shipping_method && c.available);
	const itemsTotal = values.items.reduce((sum, l) => sum + l.offer.price * l.quantity, 0);
	const fee = chosen?.option.fee ?? 0;
	const setLines = (lines) => form.setValue("items", lines);
	const addOffer = (offer) => {
		const existing = values.items.find((l) => l.offer.id === offer.id);
		if (existing) setLines(values.items.map((l) => l === existing ? {
			...l,
			quantity: l.quantity + 1
		} : l));
		else setLines([...values.items, {
			offer,
			quantity: 1
		}]);
	};
	const text = (name, label, props = {}) => /* @__PURE__ */ jsxs(Root$1, {
		invalid: Boolean(form.error(name)),
		required: name !== "customer_name",
		children: [
			/* @__PURE__ */ jsx(Label, { children: label }),
			/* @__PURE__ */ jsx(Input, {
				name,
				value: String(values[name]),
				onChange: (e) => form.setValue(name, e.target.value),
				onBlur: form.blur(name),
				...props
			}),
			/* @__PURE__ */ jsx(ErrorText, { children: form.error(name) })
		]
	});
	return /* @__PURE__ */ jsxs(Fragment, { children: [header, /* @__PURE__ */ jsxs("form", {
		onSubmit: form.handleSubmit,
		noValidate: true,
		className: stack,
		"aria-label": "سفارش دستی",
		children: [
			/* @__PURE__ */ jsxs(Root, { children: [/* @__PURE__ */ jsxs(Header, { children: [/* @__PURE__ */ jsx(Title, { children: "مشتری" }), /* @__PURE__ */ jsx(Description, { children: "با این شماره، سفارش در حساب مشتری هم دیده می‌شود." })] }), /* @__PURE__ */ jsxs(Body, {
				className: grid,
				children: [text("customer_phone", "موبایل مشتری", {
					inputMode: "tel",
					dir: "ltr",
					autoComplete: "off"
				}), text("customer_name", "نام مشتری (اختیاری)")]
			})] }),
			/* @__PURE__ */ jsxs(Root, { children: [/* @__PURE__ */ jsx(Header, { children: /* @__PURE__ */ jsx(Title, { children: "کالاها" }) }), /* @__PURE__ */ jsxs(Body, {
				className: stack,
				children: [
					/* @__PURE__ */ jsx(OfferPicker, {
						storeId,
						onPick: addOffer,
						invalid: Boolean(form.error("items"))
					}),
					values.items.length === 0 ? /* @__PURE__ */ jsx("p", {
						className: "c_fg.muted fs_sm",
						children: "هنوز کالایی اضافه نشده است."
					}) : /* @__PURE__ */ jsx("ul", {
						"aria-label": "کالاهای سفارش",
						className: "d_flex flex-d_column gap_3",
						children: values.items.map((line) => {
							const short = line.quantity > line.offer.stock;
							return /* @__PURE__ */ jsxs("li", {
								className: "d_grid grid-tc_minmax(0,_1fr)_auto md:grid-tc_minmax(0,_1fr)_8rem_auto ai_end gap_3 pb_3 bd-b-w_1px bd-c_border.default",
								children: [
									/* @__PURE__ */ jsxs("div", {
										className: "min-w_0 grid-c_1_/_-1 md:grid-c_auto",
										children: [/* @__PURE__ */ jsx("p", {
											className: "fw_medium ov-wrap_anywhere",
											children: /* @__PURE__ */ jsx("bdi", { children: line.offer.product.name_fa })
										}), /* @__PURE__ */ jsxs("p", {
											className: css({
												fontSize: "sm",
												color: short ? "fg.error" : "fg.muted"
											}),
											children: [
												/* @__PURE__ */ jsx(Toman, { value: line.offer.price }),
												"، موجودی ",
												formatNumber(line.offer.stock)
											]
										})]
									}),
									/* @__PURE__ */ jsx(NumberInput, {
										"aria-label": `تعداد ${line.offer.product.name_fa}`,
										value: line.quantity,
										min: 1,
										max: Math.min(MAX_QUANTITY, Math.max(1, line.offer.stock)),
										onValueChange: (q) => setLines(values.items.map((l) => l === line ? {
											...l,
											quantity: q ?? 1
										} : l))
									}),
									/* @__PURE__ */ jsx(Button, {
										type: "button",
										variant: "ghost",
										size: "sm",
										"aria-label": `حذف ${line.offer.product.name_fa}`,
										onClick: () => setLines(values.items.filter((l) => l !== line)),
										children: "حذف"
									})
								]
							}, line.offer.id);
						})
					}),
					form.error("items") ? /* @__PURE__ */ jsx("p", {
						role: "alert",
						className: "c_fg.error fs_sm",
						children: form.error("items")
					}) : null
				]
			})] }),
			/* @__PURE__ */ jsxs(Root, { children: [/* @__PURE__ */ jsx(Header, { children: /* @__PURE__ */ jsx(Title, { children: "نشانی تحویل" }) }), /* @__PURE__ */ jsxs(Body, {
				className: grid,
				children: [
					text("receiver_name", "نام گیرنده", { autoComplete: "off" }),
					text("receiver_phone", "موبایل گیرنده", {
						inputMode: "tel",
						dir: "ltr",
						autoComplete: "off"
					}),
					/* @__PURE__ */ jsx(PlaceFields, {
						province: values.province,
						city: values.city,
						errors: {
							province: form.error("province") ?? void 0,
							city: form.error("city") ?? void 0
						},
						onProvinceChange: (p) => {
							form.setValue("province", p);
							form.setValue("city", "");
						},
						onCityChange: (c) => form.setValue("city", c)
					}),
					/* @__PURE__ */ jsx("div", {
						className: "md:grid-c_1_/_-1",
						children: text("address_line", "نشانی")
					}),
					text("postal_code", "کد پستی", {
						inputMode: "numeric",
						dir: "ltr",
						autoComplete: "off"
					})
				]
			})] }),
			/* @__PURE__ */ jsxs(Root, { children: [/* @__PURE__ */ jsx(Header, { children: /* @__PURE__ */ jsx(Title, { children: "ارسال و پرداخت" }) }), /* @__PURE__ */ jsxs(Body, {
				className: grid,
				children: [
					/* @__PURE__ */ jsxs(Root$1, {
						invalid: Boolean(form.error("shipping_method")),
						required: true,
						children: [/* @__PURE__ */ jsx(Select, {
							label: "شیوه ارسال",
							name: "shipping_method",
							placeholder: choices.length ? "انتخاب کنید" : "این فروشگاه شیوه ارسالی ندارد",
							invalid: Boolean(form.error("shipping_method")),
							value: chosen ? values.shipping_method : "",
							onValueChange: (m) => form.setValue("shipping_method", m),
							options: choices.map((c) => ({
								value: c.option.method,
								label: `${shippingMethodLabel(c.option.method)} — ${c.option.fee ? `${formatNumber(c.option.fee)} تومان` : "رایگان"}`,
								disabled: !c.available
							}))
						}), /* @__PURE__ */ jsx(ErrorText, { children: form.error("shipping_method") })]
					}),
					/* @__PURE__ */ jsx(Select, {
						label: "شیوه پرداخت",
						name: "payment_method",
						value: values.payment_method,
						onValueChange: (m) => form.setValue("payment_method", m),
						options: [{
							value: "online",
							label: "پرداخت اینترنتی (پیوند پرداخت برای مشتری)"
						}, {
							value: "cod",
							label: store.shipping.cod_allowed ? "پرداخت در محل" : "پرداخت در محل (برای این فروشگاه فعال نیست)",
							disabled: !store.shipping.cod_allowed
						}]
					}),
					/* @__PURE__ */ jsx("div", {
						className: "md:grid-c_1_/_-1",
						children: /* @__PURE__ */ jsxs(Root$1, {
							invalid: Boolean(form.error("note")),
							children: [
								/* @__PURE__ */ jsx(Label, { children: "یادداشت (اختیاری)" }),
								/* @__PURE__ */ jsx(Textarea, {
									name: "note",
									rows: 2,
									value: values.note,
									onChange: (e) => form.setValue("note", e.target.value),
									onBlur: form.blur("note")
								}),
								/* @__PURE__ */ jsx(ErrorText, { children: form.error("note") })
							]
						})
					})
				]
			})] }),
			/* @__PURE__ */ jsxs(Root, { children: [/* @__PURE__ */ jsxs(Header, { children: [/* @__PURE__ */ jsx(Title, { children: "پیش‌نمایش صورت‌حساب" }), /* @__PURE__ */ jsx(Description, { children: "تخفیف‌های خودکار فروشگاه هنگام ثبت از این مبلغ کم می‌شود." })] }), /* @__PURE__ */ jsx(Body, { children: /* @__PURE__ */ jsxs("dl", {
				"aria-label": "جمع سفارش",
				className: "d_grid grid-tc_auto_auto jc_space-between rg_2 fs_sm",
				children: [
					/* @__PURE__ */ jsxs("dt", { children: [
						"جمع کالاها (",
						formatNumber(values.items.reduce((n, l) => n + l.quantity, 0)),
						" عدد)"
					] }),
					/* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(Toman, { value: itemsTotal }) }),
					/* @__PURE__ */ jsx("dt", { children: "هزینه ارسال" }),
					/* @__PURE__ */ jsx("dd", { children: chosen ? fee ? /* @__PURE__ */ jsx(Toman, { value: fee }) : "رایگان" : "—" }),
					/* @__PURE__ */ jsx("dt", {
						className: "fw_bold",
						children: "مبلغ کل"
					}),
					/* @__PURE__ */ jsx("dd", {
						className: "fw_bold",
						children: /* @__PURE__ */ jsx(Toman, { value: itemsTotal + fee })
					})
				]
			}) })] }),
			form.formError ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "c_fg.error",
				children: form.formError
			}) : null,
			/* @__PURE__ */ jsx("div", {
				className: "d_flex gap_3 jc_flex-end",
				children: /* @__PURE__ */ jsx(Button, {
					type: "submit",
					disabled: form.submitting,
					children: form.submitting ? "در حال ثبت..." : "ثبت سفارش"
				})
			})
		]
	})] });
}
// src/routes/_authenticated/_provider/providers/$storeId/orders.new.tsx?tsr-split=component
function ProvidersByStoreIdOrdersNewPage() {
	const { storeId } = Route.useParams();
	return /* @__PURE__ */ jsx(ManualOrderPage, { storeId: Number(storeId) });
}
export { ProvidersByStoreIdOrdersNewPage as component };

//# sourceMappingURL=orders.new-kyGOLI36.js.map