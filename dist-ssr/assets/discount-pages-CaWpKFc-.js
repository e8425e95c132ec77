import { A as useUpdateDiscount, C as useDeleteCode, E as useGenerateCodes, _ as storeBundlesQueryOptions, a as codeTextClass, b as useCreateCode, c as legendClass, d as pairClass, f as rowClass, g as discountQueryOptions, i as chipsClass, j as userGroupsQueryOptions, k as useUpdateCode, l as listClass, m as discountCodesQueryOptions, n as checkRowClass, o as formClass, p as sectionClass, r as chipClass, s as inlineFormClass, t as actionsClass, u as mutedClass, v as storeProductsQueryOptions, x as useCreateDiscount } from "./discount-styles-DXbBYEtv.js";
import { r as toast } from "./toast-BxABEDuo.js";
import { K as ErrorState, dt as Loading, ot as Badge } from "../entry-server.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { t as errorDetail } from "./errors-BJLin2ZF.js";
import { f as dayEndTimestamp, g as tehranDate, p as dayStartTimestamp, v as formatNumber } from "./fa-B46h81DH.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { t as EmptyState } from "./empty-state-DjUFJLUD.js";
import { a as Root, i as Label, n as HelperText, r as Input, t as ErrorText } from "./field-DXW4QFjt.js";
import { t as NumberInput } from "./number-input-C6ImeEwP.js";
import { t as useApiForm } from "./use-api-form-X9a_rKFE.js";
import { t as DatePicker } from "./date-picker-CEtYEgsH.js";
import { n as Toman } from "./price-D8fzeTKM.js";
import { t as Select } from "./select-D8_Drlvu.js";
import { t as Combobox } from "./combobox-C_ZnWPt2.js";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import * as v from "valibot";
// src/features/providers/discounts/discount-codes.tsx
var CODE_RULE = "کد باید ۳ تا ۳۲ حرف لاتین یا رقم باشد";
var messageOf = (error) => errorDetail(error) ?? "ارتباط با سرور برقرار نشد؛ دوباره تلاش کنید";
function useLimits() {
	const [usage, setUsage] = useState(null);
	const [perUser, setPerUser] = useState(1);
	return {
		usage,
		setUsage,
		perUser,
		setPerUser
	};
}
/** A discount's codes: one typed code, or a batch of N random ones; limits, on/off and uses of each. */
function DiscountCodes({ discountId, requiresCode }) {
	const query = useQuery(discountCodesQueryOptions(discountId));
	const create = useCreateCode();
	const generate = useGenerateCodes();
	const [code, setCode] = useState("");
	const [codeError, setCodeError] = useState(null);
	const [count, setCount] = useState(10);
	const [prefix, setPrefix] = useState("");
	const limits = useLimits();
	const addOne = async (event) => {
		event.preventDefault();
		const typed = code.trim();
		if (!/^[A-Za-z0-9۰-۹٠-٩]{3,32}$/.test(typed)) return setCodeError(CODE_RULE);
		try {
			await create.mutateAsync({
				discount_id: discountId,
				code: typed,
				usage_limit: limits.usage,
				per_user_limit: limits.perUser,
				is_active: true
			});
			setCode("");
			toast({
				title: "کد تخفیف ساخته شد",
				variant: "success"
			});
		} catch (error) {
			setCodeError(messageOf(error));
		}
	};
	const addBatch = async (event) => {
		event.preventDefault();
		if (!count || count < 1) return;
		try {
			const made = await generate.mutateAsync({
				discount_id: discountId,
				count: Math.min(count, 500),
				prefix: prefix.trim(),
				usage_limit: limits.usage ?? 1,
				per_user_limit: limits.perUser,
				is_active: true
			});
			toast({
				title: `${formatNumber(made.items.length)} کد تخفیف ساخته شد`,
				variant: "success"
			});
		} catch (error) {
			toast({
				title: messageOf(error),
				variant: "error"
			});
		}
	};
	return /* @__PURE__ */ jsxs("section", {
		className: sectionClass,
		"aria-labelledby": "codes-title",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "codes-title",
				className: legendClass,
				children: "کدهای تخفیف"
			}),
			!requiresCode ? /* @__PURE__ */ jsx("p", {
				className: mutedClass,
				children: "این تخفیف خودکار است؛ کدها هم آن را در سبد خرید اعمال می‌کنند. برای تخفیفِ فقط با کد، «فقط با کد تخفیف اعمال شود» را روشن کنید."
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: inlineFormClass,
				children: [/* @__PURE__ */ jsxs(Root, { children: [/* @__PURE__ */ jsx(Label, { children: "سقف استفاده از هر کد" }), /* @__PURE__ */ jsx(NumberInput, {
					value: limits.usage,
					emptyAs: null,
					min: 1,
					onValueChange: limits.setUsage,
					placeholder: "نامحدود"
				})] }), /* @__PURE__ */ jsxs(Root, { children: [/* @__PURE__ */ jsx(Label, { children: "سقف استفاده هر مشتری" }), /* @__PURE__ */ jsx(NumberInput, {
					value: limits.perUser,
					emptyAs: null,
					min: 1,
					onValueChange: limits.setPerUser,
					placeholder: "نامحدود"
				})] })]
			}),
			/* @__PURE__ */ jsxs("form", {
				className: inlineFormClass,
				onSubmit: addOne,
				noValidate: true,
				children: [/* @__PURE__ */ jsxs(Root, {
					invalid: Boolean(codeError),
					children: [
						/* @__PURE__ */ jsx(Label, { children: "کد تازه" }),
						/* @__PURE__ */ jsx(Input, {
							value: code,
							dir: "ltr",
							maxLength: 32,
							placeholder: "YALDA1405",
							onChange: (e) => {
								setCode(e.target.value);
								setCodeError(null);
							}
						}),
						codeError ? /* @__PURE__ */ jsx(ErrorText, { children: codeError }) : null
					]
				}), /* @__PURE__ */ jsx(Button, {
					type: "submit",
					variant: "outline",
					disabled: create.isPending,
					children: "افزودن کد"
				})]
			}),
			/* @__PURE__ */ jsxs("form", {
				className: inlineFormClass,
				onSubmit: addBatch,
				noValidate: true,
				children: [
					/* @__PURE__ */ jsxs(Root, { children: [/* @__PURE__ */ jsx(Label, { children: "تعداد کد تصادفی" }), /* @__PURE__ */ jsx(NumberInput, {
						value: count,
						emptyAs: null,
						min: 1,
						max: 500,
						onValueChange: setCount
					})] }),
					/* @__PURE__ */ jsxs(Root, { children: [/* @__PURE__ */ jsx(Label, { children: "پیشوند (اختیاری)" }), /* @__PURE__ */ jsx(Input, {
						value: prefix,
						dir: "ltr",
						maxLength: 12,
						onChange: (e) => setPrefix(e.target.value)
					})] }),
					/* @__PURE__ */ jsx(Button, {
						type: "submit",
						variant: "outline",
						disabled: generate.isPending,
						children: "ساخت کدهای تصادفی"
					})
				]
			}),
			query.isPending ? /* @__PURE__ */ jsx(Loading, {}) : query.error ? /* @__PURE__ */ jsx(ErrorState, {
				error: query.error,
				onRetry: () => void query.refetch()
			}) : query.data.items.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				title: "کدی ساخته نشده است",
				description: "یک کد بنویسید یا چند کد تصادفی بسازید."
			}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
				className: mutedClass,
				children: `${formatNumber(query.data.total)} کد`
			}), /* @__PURE__ */ jsx("ul", {
				className: listClass,
				"aria-label": "کدهای تخفیف",
				children: query.data.items.map((c) => /* @__PURE__ */ jsx(CodeRow, { code: c }, c.id))
			})] })
		]
	});
}
function CodeRow({ code }) {
	const update = useUpdateCode();
	const remove = useDeleteCode();
	const uses = code.usage_limit === null ? `${formatNumber(code.used_count)} بار استفاده` : `${formatNumber(code.used_count)} از ${formatNumber(code.usage_limit)} بار`;
	return /* @__PURE__ */ jsxs("li", {
		className: rowClass,
		children: [/* @__PURE__ */ jsxs("span", {
			className: actionsClass,
			children: [/* @__PURE__ */ jsx("span", {
				className: codeTextClass,
				children: code.code
			}), code.is_active ? /* @__PURE__ */ jsx(Badge, {
				variant: "success",
				children: "فعال"
			}) : /* @__PURE__ */ jsx(Badge, {
				variant: "neutral",
				children: "غیرفعال"
			})]
		}), /* @__PURE__ */ jsxs("span", {
			className: actionsClass,
			children: [
				/* @__PURE__ */ jsx("span", {
					className: mutedClass,
					children: uses
				}),
				/* @__PURE__ */ jsx("span", {
					className: mutedClass,
					children: code.per_user_limit === null ? "هر مشتری: نامحدود" : `هر مشتری: ${formatNumber(code.per_user_limit)} بار`
				}),
				/* @__PURE__ */ jsx(Button, {
					variant: "outline",
					size: "sm",
					disabled: update.isPending,
					onClick: () => update.mutate({
						id: code.id,
						body: { is_active: !code.is_active }
					}),
					children: code.is_active ? "غیرفعال کردن" : "فعال کردن"
				}),
				/* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					size: "sm",
					"aria-label": `حذف کد ${code.code}`,
					disabled: remove.isPending,
					onClick: () => remove.mutate(code.id),
					children: "حذف"
				})
			]
		})]
	});
}
// sdk/rules/discount.ts
/** Toman off `base`: a percentage rounded down and capped by max_amount, or a fixed sum; never more than `base`. */
function discountAmount(base, d) {
	const off = d.type === "percentage" ? Math.min(Math.floor(base * d.value / 100), d.max_amount ?? base) : d.value;
	return Math.min(off, base);
}
// src/features/providers/discounts/discount-form-rules.ts
var optionalCount = v.nullable(v.number());
var discountFormSchema = v.pipe(v.object({
	name: v.pipe(v.string(), v.trim(), v.minLength(2, "نام تخفیف دست‌کم ۲ حرف است"), v.maxLength(100)),
	type: v.picklist(["percentage", "fixed"]),
	value: v.pipe(v.nullable(v.number()), v.check((x) => x !== null && x >= 1, "مقدار تخفیف را وارد کنید")),
	max_amount: optionalCount,
	starts: v.string(),
	ends: v.string(),
	min_cart_total: optionalCount,
	usage_limit: optionalCount,
	requires_code: v.boolean(),
	is_active: v.boolean()
}), v.forward(v.check((f) => f.type !== "percentage" || (f.value ?? 0) <= 100, "درصد تخفیف باید بین ۱ تا ۱۰۰ باشد"), ["value"]), v.forward(v.check((f) => !f.starts || !f.ends || f.ends >= f.starts, "پایان تخفیف باید پس از شروع آن باشد"), ["ends"]));
function discountFormValues(d) {
	return {
		name: d?.name ?? "",
		type: d?.type ?? "percentage",
		value: d?.value ?? null,
		max_amount: d?.max_amount ?? null,
		starts: d?.starts_at ? tehranDate(d.starts_at) : "",
		ends: d?.ends_at ? tehranDate(/* @__PURE__ */ new Date(Date.parse(d.ends_at) - 1)) : "",
		min_cart_total: d?.min_cart_total || null,
		usage_limit: d?.usage_limit ?? null,
		requires_code: d?.requires_code ?? false,
		is_active: d?.is_active ?? true
	};
}
/** The body the API takes: days as the Tehran day's start and the end day's close. */
function discountBody(f) {
	return {
		name: f.name,
		type: f.type,
		value: f.value,
		max_amount: f.type === "percentage" ? f.max_amount || null : null,
		starts_at: f.starts ? dayStartTimestamp(f.starts) : null,
		ends_at: f.ends ? dayEndTimestamp(f.ends) : null,
		min_cart_total: f.min_cart_total ?? 0,
		usage_limit: f.usage_limit || null,
		requires_code: f.requires_code,
		is_active: f.is_active
	};
}
// src/features/providers/discounts/link-picker.tsx
/** A searchable list to pick from, and the chosen ones as chips with a remove button each. */
function LinkPicker({ label, items, loading, onSearch, chosen, onChange, empty }) {
	const [key, setKey] = useState(0);
	const [text, setText] = useState("");
	const free = items.filter((i) => !chosen.some((c) => c.value === i.value) && (!text || i.label.includes(text.trim())));
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(Combobox, {
		label,
		items: free,
		loading,
		onSearch: (typed) => {
			setText(typed);
			onSearch(typed);
		},
		value: null,
		onValueChange: (option) => {
			if (!option) return;
			onChange([...chosen, option]);
			setKey((k) => k + 1);
		}
	}, key), chosen.length ? /* @__PURE__ */ jsx("ul", {
		className: chipsClass,
		"aria-label": `${label}: انتخاب‌شده‌ها`,
		children: chosen.map((c) => /* @__PURE__ */ jsxs("li", {
			className: chipClass,
			children: [c.label, /* @__PURE__ */ jsx(Button, {
				variant: "ghost",
				size: "sm",
				"aria-label": `برداشتن ${c.label}`,
				onClick: () => onChange(chosen.filter((x) => x.value !== c.value)),
				children: "×"
			})]
		}, c.value))
	}) : /* @__PURE__ */ jsx("p", {
		className: mutedClass,
		children: empty
	})] });
}
// src/features/providers/discounts/discount-form.tsx
var TYPES = [{
	value: "percentage",
	label: "درصدی"
}, {
	value: "fixed",
	label: "مبلغ ثابت (تومان)"
}];
function FieldBox({ label, error, helper, children }) {
	return /* @__PURE__ */ jsxs(Root, {
		invalid: Boolean(error),
		children: [
			/* @__PURE__ */ jsx(Label, { children: label }),
			children,
			error ? /* @__PURE__ */ jsx(ErrorText, { children: error }) : helper ? /* @__PURE__ */ jsx(HelperText, { children: helper }) : null
		]
	});
}
/**
* The discount form of «افزودن تخفیف» and «ویرایش تخفیف»: terms, window (Jalali days), limits,
* whether a code is needed, on/off; the linked products, bundles and customer groups picked from
* searchable lists; and each linked product's price after the discount.
*/
function DiscountForm({ storeId, discount, submitLabel, onSubmit }) {
	const [products, setProducts] = useState(() => (discount?.product_ids ?? []).map((id) => ({
		value: String(id),
		label: `محصول ${id}`
	})));
	const [bundles, setBundles] = useState(() => (discount?.bundle_ids ?? []).map((id) => ({
		value: String(id),
		label: `سبد ${id}`
	})));
	const [groups, setGroups] = useState(() => (discount?.user_group_ids ?? []).map((id) => ({
		value: String(id),
		label: `گروه ${id}`
	})));
	const [productSearch, setProductSearch] = useState("");
	const productsQuery = useQuery(storeProductsQueryOptions(storeId, productSearch));
	const allProducts = useQuery(storeProductsQueryOptions(storeId, ""));
	const bundlesQuery = useQuery(storeBundlesQueryOptions(storeId));
	const groupsQuery = useQuery(userGroupsQueryOptions(storeId));
	const productOptions = (productsQuery.data?.items ?? []).map((p) => ({
		value: String(p.id),
		label: p.name_fa,
		price: p.price
	}));
	const bundleOptions = (bundlesQuery.data?.items ?? []).map((b) => ({
		value: String(b.id),
		label: b.name
	}));
	const groupOptions = (groupsQuery.data?.items ?? []).map((g) => ({
		value: String(g.id),
		label: g.name
	}));
	const named = (chosen, known) => chosen.map((c) => known.find((k) => k.value === c.value) ?? c);
	const knownProducts = [...productOptions, ...(allProducts.data?.items ?? []).map((p) => ({
		value: String(p.id),
		label: p.name_fa,
		price: p.price
	}))];
	const form = useApiForm({
		schema: discountFormSchema,
		initialValues: discountFormValues(discount),
		onSubmit: (values) => onSubmit({
			body: discountBody(values),
			links: {
				product_ids: products.map((p) => Number(p.value)),
				bundle_ids: bundles.map((b) => Number(b.value)),
				user_group_ids: groups.map((g) => Number(g.value))
			}
		})
	});
	const { values, setValue, error } = form;
	const percentage = values.type === "percentage";
	const terms = {
		type: values.type,
		value: values.value ?? 0,
		max_amount: percentage ? values.max_amount || null : null
	};
	const linked = named(products, knownProducts);
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
						children: "تخفیف"
					}),
					/* @__PURE__ */ jsx(FieldBox, {
						label: "نام تخفیف",
						error: error("name"),
						children: /* @__PURE__ */ jsx(Input, {
							value: values.name,
							maxLength: 100,
							onChange: (e) => setValue("name", e.target.value),
							onBlur: form.blur("name")
						})
					}),
					/* @__PURE__ */ jsxs("div", {
						className: pairClass,
						children: [/* @__PURE__ */ jsx(Select, {
							label: "نوع تخفیف",
							options: TYPES,
							value: values.type,
							onValueChange: (t) => setValue("type", t)
						}), /* @__PURE__ */ jsx(FieldBox, {
							label: percentage ? "درصد تخفیف" : "مبلغ تخفیف",
							error: error("value"),
							children: /* @__PURE__ */ jsx(NumberInput, {
								value: values.value,
								emptyAs: null,
								min: 1,
								max: percentage ? 100 : void 0,
								toman: !percentage,
								onValueChange: (x) => setValue("value", x),
								onBlur: form.blur("value")
							})
						})]
					}),
					percentage ? /* @__PURE__ */ jsx(FieldBox, {
						label: "سقف مبلغ تخفیف (اختیاری)",
						error: error("max_amount"),
						helper: "خالی: بدون سقف",
						children: /* @__PURE__ */ jsx(NumberInput, {
							value: values.max_amount,
							emptyAs: null,
							min: 1,
							toman: true,
							onValueChange: (x) => setValue("max_amount", x)
						})
					}) : null
				]
			}),
			/* @__PURE__ */ jsxs("fieldset", {
				className: sectionClass,
				children: [
					/* @__PURE__ */ jsx("legend", {
						className: legendClass,
						children: "زمان و محدودیت‌ها"
					}),
					/* @__PURE__ */ jsxs("div", {
						className: pairClass,
						children: [/* @__PURE__ */ jsx(DatePicker, {
							label: "شروع (اختیاری)",
							value: values.starts,
							onValueChange: (d) => setValue("starts", d),
							max: values.ends || void 0
						}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(DatePicker, {
							label: "پایان (اختیاری)",
							value: values.ends,
							onValueChange: (d) => setValue("ends", d),
							min: values.starts || void 0
						}), error("ends") ? /* @__PURE__ */ jsx("p", {
							role: "alert",
							className: mutedClass,
							children: error("ends")
						}) : null] })]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: pairClass,
						children: [/* @__PURE__ */ jsx(FieldBox, {
							label: "حداقل مبلغ سبد (اختیاری)",
							error: error("min_cart_total"),
							helper: "مجموع کالاهای فروشگاه شما در سبد",
							children: /* @__PURE__ */ jsx(NumberInput, {
								value: values.min_cart_total,
								emptyAs: null,
								toman: true,
								onValueChange: (x) => setValue("min_cart_total", x)
							})
						}), /* @__PURE__ */ jsx(FieldBox, {
							label: "سقف دفعات استفاده (اختیاری)",
							error: error("usage_limit"),
							helper: "خالی: بدون محدودیت",
							children: /* @__PURE__ */ jsx(NumberInput, {
								value: values.usage_limit,
								emptyAs: null,
								min: 1,
								onValueChange: (x) => setValue("usage_limit", x)
							})
						})]
					}),
					/* @__PURE__ */ jsxs("label", {
						className: checkRowClass,
						children: [/* @__PURE__ */ jsx("input", {
							type: "checkbox",
							checked: values.requires_code,
							onChange: (e) => setValue("requires_code", e.target.checked)
						}), "فقط با کد تخفیف اعمال شود"]
					}),
					/* @__PURE__ */ jsxs("label", {
						className: checkRowClass,
						children: [/* @__PURE__ */ jsx("input", {
							type: "checkbox",
							checked: values.is_active,
							onChange: (e) => setValue("is_active", e.target.checked)
						}), "فعال"]
					})
				]
			}),
			/* @__PURE__ */ jsxs("fieldset", {
				className: sectionClass,
				children: [
					/* @__PURE__ */ jsx("legend", {
						className: legendClass,
						children: "محصولات، سبدها و مشتریان"
					}),
					/* @__PURE__ */ jsx("p", {
						className: mutedClass,
						children: "بدون محصول و سبد، تخفیف روی همه کالاهای فروشگاه اعمال می‌شود؛ بدون گروه، برای همه مشتریان."
					}),
					/* @__PURE__ */ jsx(LinkPicker, {
						label: "محصولات",
						items: productOptions,
						loading: productsQuery.isFetching,
						onSearch: setProductSearch,
						chosen: linked,
						onChange: setProducts,
						empty: "محصولی انتخاب نشده است."
					}),
					linked.length ? /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
						className: legendClass,
						children: "پیش‌نمایش قیمت پس از تخفیف"
					}), /* @__PURE__ */ jsx("ul", {
						className: listClass,
						"aria-label": "پیش‌نمایش قیمت",
						children: linked.map((p) => typeof p.price === "number" ? /* @__PURE__ */ jsxs("li", {
							className: rowClass,
							children: [/* @__PURE__ */ jsx("span", { children: p.label }), /* @__PURE__ */ jsxs("span", { children: [
								/* @__PURE__ */ jsx("s", {
									className: mutedClass,
									children: /* @__PURE__ */ jsx(Toman, { value: p.price })
								}),
								" ",
								/* @__PURE__ */ jsx(Toman, {
									value: p.price - discountAmount(p.price, terms),
									"data-testid": "preview-price"
								})
							] })]
						}, p.value) : null)
					})] }) : null,
					/* @__PURE__ */ jsx(LinkPicker, {
						label: "سبدهای ویژه",
						items: bundleOptions,
						loading: bundlesQuery.isFetching,
						onSearch: () => void 0,
						chosen: named(bundles, bundleOptions),
						onChange: setBundles,
						empty: "سبدی انتخاب نشده است."
					}),
					/* @__PURE__ */ jsx(LinkPicker, {
						label: "گروه‌های مشتریان",
						items: groupOptions,
						loading: groupsQuery.isFetching,
						onSearch: () => void 0,
						chosen: named(groups, groupOptions),
						onChange: setGroups,
						empty: "برای همه مشتریان"
					})
				]
			}),
			form.formError ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				children: form.formError
			}) : null,
			/* @__PURE__ */ jsx("div", { children: /* @__PURE__ */ jsx(Button, {
				type: "submit",
				disabled: form.submitting,
				children: submitLabel
			}) })
		]
	});
}
// src/features/providers/discounts/discount-pages.tsx
/** /providers/{storeId}/discounts/add: a new discount, then its page (for codes). */
function DiscountAddPage({ storeId }) {
	const create = useCreateDiscount();
	const navigate = useNavigate();
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PanelHeader, { title: "افزودن تخفیف" }), /* @__PURE__ */ jsx(DiscountForm, {
		storeId: Number(storeId),
		submitLabel: "ساخت تخفیف",
		onSubmit: async ({ body, links }) => {
			const made = await create.mutateAsync({
				...body,
				...links,
				store_id: Number(storeId)
			});
			toast({
				title: "تخفیف ساخته شد",
				variant: "success"
			});
			await navigate({
				to: "/providers/$storeId/discounts/$id",
				params: {
					storeId,
					id: String(made.id)
				}
			});
		}
	})] });
}
/** /providers/{storeId}/discounts/{id}: the discount's form and its codes. */
function DiscountEditPage({ storeId, id }) {
	const discountId = Number(id);
	const query = useQuery(discountQueryOptions(discountId));
	const update = useUpdateDiscount(discountId);
	if (query.isPending) return /* @__PURE__ */ jsx(Loading, {});
	if (query.error) return /* @__PURE__ */ jsx(ErrorState, {
		error: query.error,
		onRetry: () => void query.refetch()
	});
	const discount = query.data;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PanelHeader, { title: `ویرایش «${discount.name}»` }), /* @__PURE__ */ jsxs("div", {
		className: formClass,
		children: [/* @__PURE__ */ jsx(DiscountForm, {
			storeId: Number(storeId),
			discount,
			submitLabel: "ذخیره تغییرات",
			onSubmit: async (save) => {
				await update.mutateAsync(save);
				toast({
					title: "تخفیف ذخیره شد",
					variant: "success"
				});
			}
		}, discount.updated_at), /* @__PURE__ */ jsx(DiscountCodes, {
			discountId: discount.id,
			requiresCode: discount.requires_code
		})]
	})] });
}
export { DiscountEditPage as n, DiscountAddPage as t };

//# sourceMappingURL=discount-pages-CaWpKFc-.js.map