import "./css-BNi8J5P3.js";
import { a as filterQueryOptions, c as useUpdateFilter, o as useCreateFilter, r as FILTER_TYPE_LABELS, s as useDeleteFilter, t as CategoryPicker } from "./category-picker-CwQGyeBh.js";
import { b as toPersianDigits } from "./fa-B46h81DH.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { n as buttonClass, t as Button } from "./button-BQVJ5_gf.js";
import { t as ConfirmDialog } from "./confirm-dialog-C1TtQ4nj.js";
import { K as ErrorState } from "../entry-server.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { n as SkeletonGroup, t as Skeleton } from "./skeleton-DPup_Gqx.js";
import { t as useApiForm } from "./use-api-form-X9a_rKFE.js";
import { a as Root, i as Label, n as HelperText, r as Input, t as ErrorText } from "./field-DXW4QFjt.js";
import { t as NumberInput } from "./number-input-C6ImeEwP.js";
import { t as OrderedList } from "./ordered-list-D-Pm5494.js";
import { t as Select } from "./select-D8_Drlvu.js";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import * as v from "valibot";
// src/features/admin/filters/filter-form.tsx
var TYPES = Object.keys(FILTER_TYPE_LABELS);
var withOptions = (type) => type === "select" || type === "multi_select";
var option = v.object({
	value: v.pipe(v.string(), v.trim(), v.nonEmpty("مقدار گزینه را بنویسید"), v.maxLength(100, "حداکثر ۱۰۰ نویسه")),
	label_fa: v.pipe(v.string(), v.trim(), v.nonEmpty("برچسب فارسی گزینه را بنویسید"), v.maxLength(100, "حداکثر ۱۰۰ نویسه"))
});
var schema = v.pipe(v.object({
	category_id: v.pipe(v.nullable(v.number()), v.check((id) => id !== null, "دسته‌بندی را انتخاب کنید")),
	key: v.pipe(v.string(), v.trim(), v.nonEmpty("کلید را بنویسید"), v.maxLength(64, "حداکثر ۶۴ نویسه"), v.regex(/^[a-z][a-z0-9_]*$/, "فقط حروف کوچک لاتین، رقم و _ ؛ با یک حرف شروع شود (مثل body_material)")),
	label_fa: v.pipe(v.string(), v.trim(), v.nonEmpty("عنوان فارسی را بنویسید"), v.maxLength(100, "حداکثر ۱۰۰ نویسه")),
	type: v.picklist(TYPES, "نوع فیلتر را انتخاب کنید"),
	options: v.array(option),
	unit: v.pipe(v.string(), v.trim(), v.maxLength(30, "حداکثر ۳۰ نویسه")),
	order: v.pipe(v.number(), v.integer(), v.minValue(0, "ترتیب از صفر کمتر نیست"), v.maxValue(1e4, "حداکثر ۱۰٬۰۰۰"))
}), v.forward(v.check((f) => !withOptions(f.type) || f.options.length > 0, "دست‌کم یک گزینه بیفزایید"), ["options"]), v.forward(v.check((f) => new Set(f.options.map((o) => o.value.trim())).size === f.options.length, "مقدار هر گزینه باید یکتا باشد"), ["options"]));
function filterValues(f) {
	return {
		category_id: f?.category_id ?? null,
		key: f?.key ?? "",
		label_fa: f?.label_fa ?? "",
		type: f?.type ?? "select",
		options: f?.options ?? [],
		unit: f?.unit ?? "",
		order: f?.order ?? 0
	};
}
/** What the API takes: options only for the choice types, a unit only for a range. */
function body(values) {
	return {
		category_id: values.category_id,
		key: values.key,
		label_fa: values.label_fa,
		type: values.type,
		options: withOptions(values.type) ? values.options : [],
		unit: values.type === "range" && values.unit ? values.unit : null,
		order: values.order
	};
}
var formClass = "d_flex flex-d_column gap_5 max-w_3xl";
var sectionClass = "d_flex flex-d_column gap_4 bd-w_1px bd-c_border.default bdr_card bg_bg.surface p_4 md:p_5";
var pairClass = "d_grid grid-tc_1fr md:grid-tc_1fr_1fr gap_4";
var optionRowClass = "d_grid grid-tc_1fr sm:grid-tc_1fr_1fr_auto gap_2 ai_end";
var actionsClass = "d_flex flex-wrap_wrap gap_3 ai_center";
var alertClass = "c_danger.default fs_sm";
/** The filter's fields: category, key, Persian label, type, the options (for the choice types), unit (range) and order. */
function FilterForm({ initial, submitLabel, onSubmit, extra }) {
	const form = useApiForm({
		schema,
		initialValues: filterValues(initial),
		onSubmit: (values) => onSubmit(body(values))
	});
	const { values } = form;
	const options = values.options;
	const setOptions = (next) => form.setValue("options", next);
	return /* @__PURE__ */ jsxs("form", {
		onSubmit: form.handleSubmit,
		noValidate: true,
		className: formClass,
		children: [
			/* @__PURE__ */ jsxs("fieldset", {
				className: sectionClass,
				children: [
					/* @__PURE__ */ jsx(CategoryPicker, {
						value: values.category_id,
						onChange: (id) => form.setValue("category_id", id),
						invalid: Boolean(form.error("category_id"))
					}),
					form.error("category_id") ? /* @__PURE__ */ jsx("p", {
						className: alertClass,
						children: form.error("category_id")
					}) : null,
					/* @__PURE__ */ jsxs("div", {
						className: pairClass,
						children: [/* @__PURE__ */ jsxs(Root, {
							invalid: Boolean(form.error("label_fa")),
							required: true,
							children: [
								/* @__PURE__ */ jsx(Label, { children: "عنوان فارسی" }),
								/* @__PURE__ */ jsx(Input, {
									value: values.label_fa,
									onChange: (e) => form.setValue("label_fa", e.target.value),
									onBlur: form.blur("label_fa"),
									placeholder: "مثلاً جنس بدنه"
								}),
								/* @__PURE__ */ jsx(ErrorText, { children: form.error("label_fa") })
							]
						}), /* @__PURE__ */ jsxs(Root, {
							invalid: Boolean(form.error("key")),
							required: true,
							children: [
								/* @__PURE__ */ jsx(Label, { children: "کلید (در مشخصات محصول)" }),
								/* @__PURE__ */ jsx(Input, {
									dir: "ltr",
									value: values.key,
									onChange: (e) => form.setValue("key", e.target.value),
									onBlur: form.blur("key"),
									placeholder: "body_material",
									autoCapitalize: "off",
									spellCheck: false
								}),
								form.error("key") ? /* @__PURE__ */ jsx(ErrorText, { children: form.error("key") }) : /* @__PURE__ */ jsx(HelperText, { children: "حروف کوچک لاتین، رقم و _" })
							]
						})]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: pairClass,
						children: [/* @__PURE__ */ jsx(Select, {
							label: "نوع فیلتر",
							options: TYPES.map((t) => ({
								value: t,
								label: FILTER_TYPE_LABELS[t]
							})),
							value: values.type,
							onValueChange: (type) => form.setValue("type", type)
						}), /* @__PURE__ */ jsxs(Root, {
							invalid: Boolean(form.error("order")),
							children: [
								/* @__PURE__ */ jsx(Label, { children: "ترتیب نمایش" }),
								/* @__PURE__ */ jsx(NumberInput, {
									value: values.order,
									onValueChange: (n) => form.setValue("order", n ?? 0),
									min: 0,
									max: 1e4
								}),
								form.error("order") ? /* @__PURE__ */ jsx(ErrorText, { children: form.error("order") }) : /* @__PURE__ */ jsx(HelperText, { children: "عدد کوچک‌تر زودتر نشان داده می‌شود" })
							]
						})]
					}),
					values.type === "range" ? /* @__PURE__ */ jsxs(Root, {
						invalid: Boolean(form.error("unit")),
						children: [
							/* @__PURE__ */ jsx(Label, { children: "واحد (اختیاری)" }),
							/* @__PURE__ */ jsx(Input, {
								value: values.unit,
								onChange: (e) => form.setValue("unit", e.target.value),
								placeholder: "مثلاً گرم یا اینچ"
							}),
							/* @__PURE__ */ jsx(ErrorText, { children: form.error("unit") })
						]
					}) : null
				]
			}),
			withOptions(values.type) ? /* @__PURE__ */ jsx(OptionsEditor, {
				options,
				onChange: setOptions,
				error: form.error("options")
			}) : null,
			form.formError ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: alertClass,
				children: form.formError
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: actionsClass,
				children: [/* @__PURE__ */ jsx(Button, {
					type: "submit",
					disabled: form.submitting,
					children: form.submitting ? "در حال ذخیره…" : submitLabel
				}), extra]
			})
		]
	});
}
/** The choices of a select filter: a new one typed and added, then put in order or removed. */
function OptionsEditor({ options, onChange, error }) {
	const items = options.map((o, i) => ({
		key: `${o.value}:${i}`,
		kind: o.value,
		label: o.label_fa,
		option: o
	}));
	return /* @__PURE__ */ jsxs("fieldset", {
		className: sectionClass,
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: "fw_bold fs_md px_1",
				children: "گزینه‌ها"
			}),
			items.length ? /* @__PURE__ */ jsx(OrderedList, {
				label: "گزینه‌های فیلتر",
				items,
				onChange: (next) => onChange(next.map((n) => n.option)),
				onRemove: (item) => onChange(options.filter((_, i) => `${options[i].value}:${i}` !== item.key))
			}) : /* @__PURE__ */ jsx("p", {
				className: "c_fg.muted fs_sm",
				children: "هنوز گزینه‌ای نیفزوده‌اید."
			}),
			/* @__PURE__ */ jsx(NewOption, {
				onAdd: (o) => onChange([...options, o]),
				taken: options.map((o) => o.value)
			}),
			error ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: alertClass,
				children: error
			}) : null
		]
	});
}
function NewOption({ onAdd, taken }) {
	const [label, setLabel] = useState("");
	const [value, setValue] = useState("");
	const [errors, setErrors] = useState({});
	const add = () => {
		const next = {
			label: label.trim(),
			value: value.trim()
		};
		const found = {
			label: next.label ? void 0 : "برچسب فارسی گزینه را بنویسید",
			value: !next.value ? "مقدار گزینه را بنویسید" : taken.includes(next.value) ? "این مقدار در گزینه‌ها هست" : void 0
		};
		setErrors(found);
		if (found.label || found.value) return;
		onAdd({
			value: next.value,
			label_fa: next.label
		});
		setLabel("");
		setValue("");
	};
	const onEnter = (e) => {
		if (e.key === "Enter") {
			e.preventDefault();
			add();
		}
	};
	return /* @__PURE__ */ jsxs("div", {
		className: optionRowClass,
		children: [
			/* @__PURE__ */ jsxs(Root, {
				invalid: Boolean(errors.label),
				children: [
					/* @__PURE__ */ jsx(Label, { children: "برچسب گزینهٔ تازه" }),
					/* @__PURE__ */ jsx(Input, {
						value: label,
						onChange: (e) => setLabel(e.target.value),
						onKeyDown: onEnter,
						placeholder: "مثلاً چوب ماهون"
					}),
					/* @__PURE__ */ jsx(ErrorText, { children: errors.label })
				]
			}),
			/* @__PURE__ */ jsxs(Root, {
				invalid: Boolean(errors.value),
				children: [
					/* @__PURE__ */ jsx(Label, { children: "مقدار (در مشخصات محصول)" }),
					/* @__PURE__ */ jsx(Input, {
						dir: "ltr",
						value,
						onChange: (e) => setValue(e.target.value),
						onKeyDown: onEnter,
						placeholder: "mahogany",
						autoCapitalize: "off",
						spellCheck: false
					}),
					/* @__PURE__ */ jsx(ErrorText, { children: errors.value })
				]
			}),
			/* @__PURE__ */ jsx(Button, {
				variant: "outline",
				onClick: add,
				children: "افزودن گزینه"
			})
		]
	});
}
// src/features/admin/filters/filter-pages.tsx
var back = /* @__PURE__ */ jsx(Link, {
	to: "/admin/filters",
	className: buttonClass({ variant: "outline" }),
	children: "بازگشت به فیلترها"
});
/** /admin/filters/add */
function AdminFilterAddPage() {
	useDocumentTitle("افزودن فیلتر");
	const create = useCreateFilter();
	const navigate = useNavigate();
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PanelHeader, {
		title: "افزودن فیلتر",
		actions: back
	}), /* @__PURE__ */ jsx(FilterForm, {
		submitLabel: "ساخت فیلتر",
		onSubmit: async (body) => {
			await create.mutateAsync(body);
			await navigate({
				to: "/admin/filters",
				search: { category: body.category_id }
			});
		}
	})] });
}
/** /admin/filters/edit/$id: the form, and delete behind a confirmation. */
function AdminFilterEditPage({ id }) {
	const query = useQuery(filterQueryOptions(id));
	const update = useUpdateFilter(id);
	const remove = useDeleteFilter();
	const navigate = useNavigate();
	const [confirming, setConfirming] = useState(false);
	const title = query.data ? `ویرایش فیلتر «${query.data.label_fa}»` : `ویرایش فیلتر ${toPersianDigits(id)}`;
	useDocumentTitle(title);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PanelHeader, {
		title,
		actions: back
	}), query.isPending ? /* @__PURE__ */ jsx(SkeletonGroup, { children: /* @__PURE__ */ jsx(Skeleton, { className: "h_80 max-w_3xl bdr_card" }) }) : query.error || !query.data ? /* @__PURE__ */ jsx(ErrorState, {
		error: query.error,
		onRetry: () => void query.refetch()
	}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(FilterForm, {
		initial: query.data,
		submitLabel: "ذخیرهٔ تغییرات",
		onSubmit: async (body) => {
			await update.mutateAsync(body);
			await navigate({
				to: "/admin/filters",
				search: { category: body.category_id }
			});
		},
		extra: /* @__PURE__ */ jsx(Button, {
			variant: "danger",
			onClick: () => setConfirming(true),
			children: "حذف فیلتر"
		})
	}), /* @__PURE__ */ jsx(ConfirmDialog, {
		open: confirming,
		onOpenChange: setConfirming,
		title: `حذف فیلتر «${query.data.label_fa}»؟`,
		description: "این فیلتر از صفحهٔ دسته‌بندی و فرم محصول برداشته می‌شود؛ مشخصات محصولات دست نمی‌خورد.",
		confirmLabel: "حذف فیلتر",
		destructive: true,
		onConfirm: async () => {
			await remove.mutateAsync(id);
			await navigate({ to: "/admin/filters" });
		}
	})] })] });
}
export { AdminFilterEditPage as n, AdminFilterAddPage as t };

//# sourceMappingURL=filter-pages-DAw3NcNA.js.map