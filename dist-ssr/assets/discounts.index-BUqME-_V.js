import { i as dataTable, r as useTableSearch, t as DataTable } from "./data-table-BsDfL5SZ.js";
import { D as useRemoveMember, O as useRenameGroup, S as useCreateGroup, T as useDeleteGroup, f as rowClass, h as discountListQueryOptions, j as userGroupsQueryOptions, l as listClass, p as sectionClass, s as inlineFormClass, t as actionsClass, u as mutedClass, w as useDeleteDiscount, y as useAddMember } from "./discount-styles-DXbBYEtv.js";
import { b as toPersianDigits, n as formatDate, v as formatNumber } from "./fa-B46h81DH.js";
import { r as toast } from "./toast-BxABEDuo.js";
import { K as ErrorState, d as Route, dt as Loading, ot as Badge } from "../entry-server.js";
import { n as buttonClass, t as Button } from "./button-BQVJ5_gf.js";
import { t as ConfirmDialog } from "./confirm-dialog-C1TtQ4nj.js";
import { n as skipOf } from "./table-search-CQTCgD4p.js";
import { t as TableSearchBox } from "./table-search-box-CLATNr9q.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { a as Trigger, i as Root, n as Indicator, r as List, t as Content } from "./tabs-1g6V2f6D.js";
import { t as normalizeMobile } from "./phone-yD6JMbxC.js";
import { t as errorDetail } from "./errors-BJLin2ZF.js";
import { a as Root$1, i as Header, o as Title, t as Body } from "./card-bpa1A8uH.js";
import { t as EmptyState } from "./empty-state-DjUFJLUD.js";
import { a as Root$2, i as Label, n as HelperText, r as Input, t as ErrorText } from "./field-DXW4QFjt.js";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/providers/discounts/discount-labels.ts
/** «۱۰٪ تا سقف ۵۰٬۰۰۰ تومان» or «۲۰٬۰۰۰ تومان». */
function discountValueLabel(d) {
	if (d.type === "fixed") return `${formatNumber(d.value)} تومان`;
	const cap = d.max_amount ? ` تا سقف ${formatNumber(d.max_amount)} تومان` : "";
	return `${formatNumber(d.value)}٪${cap}`;
}
/** The window in Jalali days: «از ۱ دی ۱۴۰۵ تا ۳۰ دی ۱۴۰۵», or «همیشه». */
function discountWindowLabel(d) {
	const day = (iso) => formatDate(iso, {
		day: "numeric",
		month: "long",
		year: "numeric"
	});
	if (!d.starts_at && !d.ends_at) return "بدون محدودیت زمانی";
	if (!d.ends_at) return `از ${day(d.starts_at)}`;
	if (!d.starts_at) return `تا ${day(d.ends_at)}`;
	return `از ${day(d.starts_at)} تا ${day(d.ends_at)}`;
}
function discountState(d, now = Date.now()) {
	if (!d.is_active) return "inactive";
	if (d.ends_at && Date.parse(d.ends_at) <= now) return "ended";
	if (d.usage_limit !== null && d.used_count >= d.usage_limit) return "used_up";
	if (d.starts_at && Date.parse(d.starts_at) > now) return "scheduled";
	return "active";
}
var STATE_LABEL = {
	active: ["فعال", "success"],
	inactive: ["غیرفعال", "neutral"],
	scheduled: ["زمان‌بندی‌شده", "warning"],
	ended: ["پایان‌یافته", "neutral"],
	used_up: ["ظرفیت تمام‌شده", "danger"]
};
// src/features/providers/discounts/user-groups-section.tsx
var messageOf = (error) => errorDetail(error) ?? "ارتباط با سرور برقرار نشد؛ دوباره تلاش کنید";
var NAME_RULE = "نام گروه باید دست‌کم ۲ حرف باشد";
var PHONE_RULE = "شماره موبایل معتبر نیست؛ مانند ۰۹۱۲۱۲۳۴۵۶۷";
/** Customer groups of the store: create, rename, delete; members added by phone and removed. */
function UserGroupsSection({ storeId }) {
	const query = useQuery(userGroupsQueryOptions(storeId));
	const create = useCreateGroup();
	const [name, setName] = useState("");
	const [nameError, setNameError] = useState(null);
	const submit = async (event) => {
		event.preventDefault();
		if (name.trim().length < 2) return setNameError(NAME_RULE);
		try {
			await create.mutateAsync({
				store_id: storeId,
				name: name.trim()
			});
			setName("");
			toast({
				title: "گروه مشتریان ساخته شد",
				variant: "success"
			});
		} catch (error) {
			setNameError(messageOf(error));
		}
	};
	return /* @__PURE__ */ jsxs("div", {
		className: sectionClass,
		children: [/* @__PURE__ */ jsxs("form", {
			className: inlineFormClass,
			onSubmit: submit,
			noValidate: true,
			children: [/* @__PURE__ */ jsxs(Root$2, {
				invalid: Boolean(nameError),
				children: [
					/* @__PURE__ */ jsx(Label, { children: "نام گروه تازه" }),
					/* @__PURE__ */ jsx(Input, {
						value: name,
						maxLength: 100,
						placeholder: "مثلا مشتریان وفادار",
						onChange: (e) => {
							setName(e.target.value);
							setNameError(null);
						}
					}),
					nameError ? /* @__PURE__ */ jsx(ErrorText, { children: nameError }) : null
				]
			}), /* @__PURE__ */ jsx(Button, {
				type: "submit",
				disabled: create.isPending,
				children: "ساخت گروه"
			})]
		}), query.isPending ? /* @__PURE__ */ jsx(Loading, {}) : query.error ? /* @__PURE__ */ jsx(ErrorState, {
			error: query.error,
			onRetry: () => void query.refetch()
		}) : query.data.items.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
			title: "گروهی ندارید",
			description: "گروه بسازید و مشتریانی را که از شما خرید کرده‌اند با شماره موبایل به آن بیفزایید؛ سپس تخفیف را به گروه محدود کنید."
		}) : /* @__PURE__ */ jsx("ul", {
			className: listClass,
			"aria-label": "گروه‌های مشتریان",
			children: query.data.items.map((g) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(GroupCard, { group: g }) }, g.id))
		})]
	});
}
function GroupCard({ group }) {
	const rename = useRenameGroup();
	const remove = useDeleteGroup();
	const add = useAddMember();
	const removeMember = useRemoveMember();
	const [editing, setEditing] = useState(false);
	const [name, setName] = useState(group.name);
	const [phone, setPhone] = useState("");
	const [phoneError, setPhoneError] = useState(null);
	const [deleting, setDeleting] = useState(false);
	const addMember = async (event) => {
		event.preventDefault();
		const mobile = normalizeMobile(phone);
		if (!mobile) return setPhoneError(PHONE_RULE);
		try {
			await add.mutateAsync({
				groupId: group.id,
				phone: mobile
			});
			setPhone("");
			toast({
				title: "مشتری به گروه افزوده شد",
				variant: "success"
			});
		} catch (error) {
			setPhoneError(messageOf(error));
		}
	};
	const saveName = async (event) => {
		event.preventDefault();
		if (name.trim().length < 2) return;
		await rename.mutateAsync({
			id: group.id,
			name: name.trim()
		});
		setEditing(false);
	};
	return /* @__PURE__ */ jsxs(Root$1, { children: [
		/* @__PURE__ */ jsx(Header, { children: editing ? /* @__PURE__ */ jsxs("form", {
			className: inlineFormClass,
			onSubmit: saveName,
			children: [
				/* @__PURE__ */ jsxs(Root$2, { children: [/* @__PURE__ */ jsx(Label, { children: "نام گروه" }), /* @__PURE__ */ jsx(Input, {
					value: name,
					maxLength: 100,
					onChange: (e) => setName(e.target.value)
				})] }),
				/* @__PURE__ */ jsx(Button, {
					type: "submit",
					size: "sm",
					disabled: rename.isPending,
					children: "ذخیره نام"
				}),
				/* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					size: "sm",
					onClick: () => setEditing(false),
					children: "انصراف"
				})
			]
		}) : /* @__PURE__ */ jsxs("div", {
			className: rowClass,
			children: [/* @__PURE__ */ jsx(Title, { children: group.name }), /* @__PURE__ */ jsxs("span", {
				className: actionsClass,
				children: [
					/* @__PURE__ */ jsx("span", {
						className: mutedClass,
						children: `${formatNumber(group.user_count)} عضو`
					}),
					/* @__PURE__ */ jsx(Button, {
						variant: "outline",
						size: "sm",
						onClick: () => setEditing(true),
						children: "تغییر نام"
					}),
					/* @__PURE__ */ jsx(Button, {
						variant: "ghost",
						size: "sm",
						onClick: () => setDeleting(true),
						"aria-label": `حذف گروه ${group.name}`,
						children: "حذف"
					})
				]
			})]
		}) }),
		/* @__PURE__ */ jsxs(Body, { children: [/* @__PURE__ */ jsxs("form", {
			className: inlineFormClass,
			onSubmit: addMember,
			noValidate: true,
			children: [/* @__PURE__ */ jsxs(Root$2, {
				invalid: Boolean(phoneError),
				children: [
					/* @__PURE__ */ jsx(Label, { children: `افزودن مشتری به «${group.name}» با شماره موبایل` }),
					/* @__PURE__ */ jsx(Input, {
						value: phone,
						inputMode: "tel",
						dir: "ltr",
						placeholder: "۰۹۱۲۱۲۳۴۵۶۷",
						maxLength: 16,
						onChange: (e) => {
							setPhone(e.target.value);
							setPhoneError(null);
						}
					}),
					phoneError ? /* @__PURE__ */ jsx(ErrorText, { children: phoneError }) : /* @__PURE__ */ jsx(HelperText, { children: "تنها مشتریانی که از فروشگاه‌های شما خرید کرده‌اند افزوده می‌شوند." })
				]
			}), /* @__PURE__ */ jsx(Button, {
				type: "submit",
				variant: "outline",
				disabled: add.isPending,
				children: "افزودن عضو"
			})]
		}), group.users.length ? /* @__PURE__ */ jsx("ul", {
			className: listClass,
			"aria-label": `اعضای ${group.name}`,
			children: group.users.map((u) => /* @__PURE__ */ jsxs("li", {
				className: rowClass,
				children: [/* @__PURE__ */ jsxs("span", { children: [
					u.name ?? "بی‌نام",
					" ",
					/* @__PURE__ */ jsx("span", {
						className: mutedClass,
						children: toPersianDigits(u.phone)
					})
				] }), /* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					size: "sm",
					"aria-label": `برداشتن ${u.name ?? toPersianDigits(u.phone)} از گروه`,
					disabled: removeMember.isPending,
					onClick: () => removeMember.mutate({
						groupId: group.id,
						userId: u.id
					}),
					children: "برداشتن"
				})]
			}, u.id))
		}) : /* @__PURE__ */ jsx("p", {
			className: mutedClass,
			children: "این گروه هنوز عضوی ندارد."
		})] }),
		/* @__PURE__ */ jsx(ConfirmDialog, {
			open: deleting,
			onOpenChange: setDeleting,
			title: `حذف گروه «${group.name}»`,
			description: "تخفیف‌هایی که به این گروه محدود بودند دیگر این محدودیت را ندارند.",
			confirmLabel: "حذف گروه",
			destructive: true,
			onConfirm: () => remove.mutateAsync(group.id)
		})
	] });
}
// src/features/providers/discounts/discounts-page.tsx
function columns(storeId, onDelete) {
	return [
		{
			key: "name",
			header: "نام تخفیف",
			primary: true,
			cell: (d) => /* @__PURE__ */ jsx(Link, {
				to: "/providers/$storeId/discounts/$id",
				params: {
					storeId,
					id: String(d.id)
				},
				className: dataTable().rowLink,
				children: d.name
			})
		},
		{
			key: "value",
			header: "مقدار",
			primary: true,
			cell: (d) => discountValueLabel(d)
		},
		{
			key: "kind",
			header: "نوع اعمال",
			cell: (d) => d.requires_code ? "با کد تخفیف" : "خودکار"
		},
		{
			key: "window",
			header: "زمان",
			cell: (d) => discountWindowLabel(d)
		},
		{
			key: "used",
			header: "استفاده",
			cell: (d) => d.usage_limit === null ? `${formatNumber(d.used_count)} بار` : `${formatNumber(d.used_count)} از ${formatNumber(d.usage_limit)}`
		},
		{
			key: "state",
			header: "وضعیت",
			cell: (d) => {
				const [label, variant] = STATE_LABEL[discountState(d)];
				return /* @__PURE__ */ jsx(Badge, {
					variant,
					children: label
				});
			}
		},
		{
			key: "actions",
			header: "عملیات",
			cell: (d) => /* @__PURE__ */ jsxs("span", {
				className: actionsClass,
				children: [/* @__PURE__ */ jsx(Link, {
					to: "/providers/$storeId/discounts/$id",
					params: {
						storeId,
						id: String(d.id)
					},
					className: buttonClass({
						variant: "outline",
						size: "sm"
					}),
					children: "ویرایش"
				}), /* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					size: "sm",
					onClick: () => onDelete(d),
					"aria-label": `حذف ${d.name}`,
					children: "حذف"
				})]
			})
		}
	];
}
/**
* /providers/{storeId}/discounts: the store's discounts (20 a page, searched by name) with their
* value, window, use and state; and, in a second tab, the store's customer groups.
*/
function DiscountsPage({ storeId }) {
	const id = Number(storeId);
	const { search } = useTableSearch();
	const [tab, setTab] = useState("discounts");
	const query = useQuery(discountListQueryOptions({
		store_id: id,
		skip: skipOf(search.page, 20),
		...search.q ? { search: search.q } : {}
	}));
	const remove = useDeleteDiscount();
	const [deleting, setDeleting] = useState(null);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(PanelHeader, {
			title: "تخفیف‌ها",
			actions: /* @__PURE__ */ jsx(Link, {
				to: "/providers/$storeId/discounts/add",
				params: { storeId },
				className: buttonClass(),
				children: "افزودن تخفیف"
			})
		}),
		/* @__PURE__ */ jsxs(Root, {
			value: tab,
			onValueChange: ({ value }) => setTab(value),
			children: [
				/* @__PURE__ */ jsxs(List, {
					"aria-label": "بخش‌های تخفیف",
					children: [
						/* @__PURE__ */ jsx(Trigger, {
							value: "discounts",
							children: "تخفیف‌ها و کدها"
						}),
						/* @__PURE__ */ jsx(Trigger, {
							value: "groups",
							children: "گروه‌های مشتریان"
						}),
						/* @__PURE__ */ jsx(Indicator, {})
					]
				}),
				/* @__PURE__ */ jsx(Content, {
					value: "discounts",
					children: /* @__PURE__ */ jsx(DataTable, {
						label: "تخفیف‌های فروشگاه",
						columns: columns(storeId, setDeleting),
						rows: query.data?.items,
						rowKey: (d) => d.id,
						total: query.data?.total ?? 0,
						pageSize: 20,
						isPending: query.isPending,
						error: query.error,
						onRetry: () => void query.refetch(),
						toolbar: /* @__PURE__ */ jsx(TableSearchBox, {
							label: "جست‌وجوی تخفیف",
							placeholder: "نام تخفیف"
						}),
						empty: {
							title: "تخفیفی یافت نشد",
							description: "با «افزودن تخفیف» برای محصولات، سبدها یا مشتریان ویژه تخفیف بسازید."
						}
					})
				}),
				/* @__PURE__ */ jsx(Content, {
					value: "groups",
					children: /* @__PURE__ */ jsx(UserGroupsSection, { storeId: id })
				})
			]
		}),
		/* @__PURE__ */ jsx(ConfirmDialog, {
			open: deleting !== null,
			onOpenChange: (open) => !open && setDeleting(null),
			title: `حذف «${deleting?.name ?? ""}»`,
			description: "تخفیف با همه کدهایش حذف می‌شود. سفارش‌های گذشته مبلغ تخفیف خود را نگه می‌دارند.",
			confirmLabel: "حذف تخفیف",
			destructive: true,
			onConfirm: () => deleting ? remove.mutateAsync(deleting.id).then(() => toast({
				title: "تخفیف حذف شد",
				variant: "success"
			})) : void 0
		})
	] });
}
// src/routes/_authenticated/_provider/providers/$storeId/discounts.index.tsx?tsr-split=component
function ProvidersByStoreIdDiscountsPage() {
	const { storeId } = Route.useParams();
	return /* @__PURE__ */ jsx(DiscountsPage, { storeId });
}
export { ProvidersByStoreIdDiscountsPage as component };

//# sourceMappingURL=discounts.index-BUqME-_V.js.map