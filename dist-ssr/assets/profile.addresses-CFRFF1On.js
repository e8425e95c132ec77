import { n as useDeleteAddress, r as useMakeDefaultAddress, t as addressListQueryOptions } from "./addresses-voi-pctM.js";
import "./css-BNi8J5P3.js";
import "./address-DavMV2U2.js";
import { b as toPersianDigits, v as formatNumber } from "./fa-B46h81DH.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { K as ErrorState, ot as Badge } from "../entry-server.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { f as Icon, n as CloseIcon } from "./icons-G-AnJJZZ.js";
import { t as EmptyState } from "./empty-state-DjUFJLUD.js";
import { a as MapPinIcon } from "./shop-icons-CkopiUff.js";
import { t as AddressForm } from "./address-form-CqwtluzG.js";
import { c as Title, i as Description, n as CloseTrigger, o as Positioner, r as Content, s as Root, t as Backdrop } from "./dialog-BlKrbP0u.js";
import { n as SkeletonGroup, t as Skeleton } from "./skeleton-DPup_Gqx.js";
import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { Portal } from "@ark-ui/react/portal";
// src/ui/address/address-icons.tsx
function PlusIcon(props) {
	return /* @__PURE__ */ jsx(Icon, {
		...props,
		children: /* @__PURE__ */ jsx("path", { d: "M12 5v14M5 12h14" })
	});
}
function PencilIcon(props) {
	return /* @__PURE__ */ jsxs(Icon, {
		...props,
		children: [/* @__PURE__ */ jsx("path", { d: "M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z" }), /* @__PURE__ */ jsx("path", { d: "m13.5 6.5 4 4" })]
	});
}
function TrashIcon(props) {
	return /* @__PURE__ */ jsx(Icon, {
		...props,
		children: /* @__PURE__ */ jsx("path", { d: "M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" })
	});
}
function StarIcon(props) {
	return /* @__PURE__ */ jsx(Icon, {
		...props,
		children: /* @__PURE__ */ jsx("path", { d: "m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z" })
	});
}
// src/ui/address/address-text.ts
/** «تهران، تهران، خیابان ولیعصر، پلاک ۱۲، واحد ۳» with Persian digits. */
function fullAddress(address) {
	return [
		address.province,
		address.city,
		address.address_line,
		address.plaque ? `پلاک ${address.plaque}` : null,
		address.unit ? `واحد ${address.unit}` : null
	].filter(Boolean).map((part) => toPersianDigits(part)).join("، ");
}
/** '09121234567' → '۰۹۱۲ ۱۲۳ ۴۵۶۷' (read left to right). */
function displayMobile(mobile) {
	return toPersianDigits(mobile.replace(/^(\d{4})(\d{3})(\d{4})$/, "$1 $2 $3"));
}
/** '1315613391' → '۱۳۱۵۶-۱۳۳۹۱', the way it is printed on bills (read left to right). */
function displayPostalCode(code) {
	return toPersianDigits(code.replace(/^(\d{5})(\d{5})$/, "$1-$2"));
}
// src/ui/address/address-card.tsx
var card = "d_flex flex-d_column gap_3 h_full bg_bg.surface bd-w_1px bd-c_border.default bdr_card bx-sh_card p_4 md:p_5";
var defaultCard = "bd-c_accent.default bx-sh_0_0_0_1px_{colors.accent.default}";
var term = "c_fg.muted fs_sm";
var detailRow = "d_flex gap_1.5 ai_baseline flex-wrap_wrap";
/** One saved address: who receives it, where, the postal code and mobile in Persian digits, and its actions. */
function AddressCard({ address, onEdit, onDelete, onMakeDefault, busy }) {
	const titleId = useId();
	const title = address.title || "نشانی";
	const named = /* @__PURE__ */ jsxs("span", {
		className: "sr_true",
		children: [" ", `نشانی «${title}»`]
	});
	return /* @__PURE__ */ jsxs("article", {
		"aria-labelledby": titleId,
		className: address.is_default ? `${card} ${defaultCard}` : card,
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "d_flex ai_center gap_2 flex-wrap_wrap",
				children: [/* @__PURE__ */ jsx("h2", {
					id: titleId,
					className: "fw_bold fs_md",
					children: title
				}), address.is_default ? /* @__PURE__ */ jsx(Badge, {
					variant: "subtle",
					size: "md",
					children: "نشانی پیش‌فرض"
				}) : null]
			}),
			/* @__PURE__ */ jsx("p", {
				className: "lh_1.8",
				children: fullAddress(address)
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: "d_flex flex-d_column gap_1 fs_sm",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: detailRow,
						children: [/* @__PURE__ */ jsx("dt", {
							className: term,
							children: "گیرنده:"
						}), /* @__PURE__ */ jsx("dd", { children: address.receiver_name })]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: detailRow,
						children: [/* @__PURE__ */ jsx("dt", {
							className: term,
							children: "موبایل:"
						}), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("bdi", {
							dir: "ltr",
							children: displayMobile(address.receiver_phone)
						}) })]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: detailRow,
						children: [/* @__PURE__ */ jsx("dt", {
							className: term,
							children: "کد پستی:"
						}), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("bdi", {
							dir: "ltr",
							children: displayPostalCode(address.postal_code)
						}) })]
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "d_flex flex-wrap_wrap gap_2 mt_auto pt_3 bd-t-w_1px bd-c_border.default",
				children: [
					/* @__PURE__ */ jsxs(Button, {
						variant: "ghost",
						size: "sm",
						onClick: onEdit,
						children: [
							/* @__PURE__ */ jsx(PencilIcon, {}),
							"ویرایش",
							named
						]
					}),
					/* @__PURE__ */ jsxs(Button, {
						variant: "ghost",
						size: "sm",
						onClick: onDelete,
						className: "c_danger.default",
						children: [
							/* @__PURE__ */ jsx(TrashIcon, {}),
							"حذف",
							named
						]
					}),
					address.is_default ? null : /* @__PURE__ */ jsxs(Button, {
						variant: "ghost",
						size: "sm",
						onClick: onMakeDefault,
						disabled: busy,
						className: "ms_auto",
						children: [
							/* @__PURE__ */ jsx(StarIcon, {}),
							"پیش‌فرض شود",
							named
						]
					})
				]
			})
		]
	});
}
// src/features/addresses/address-dialog.tsx
/** The address form in a dialog, for adding and editing from the list. */
function AddressDialog({ target, onClose }) {
	const editing = target && target !== "new" ? target : void 0;
	return /* @__PURE__ */ jsx(Root, {
		open: target !== null,
		onOpenChange: (details) => details.open ? null : onClose(),
		children: /* @__PURE__ */ jsxs(Portal, { children: [/* @__PURE__ */ jsx(Backdrop, {}), /* @__PURE__ */ jsx(Positioner, { children: /* @__PURE__ */ jsxs(Content, {
			className: "max-w_xl",
			children: [
				/* @__PURE__ */ jsx(Title, {
					className: "mb_4 pe_10",
					children: editing ? "ویرایش نشانی" : "افزودن نشانی"
				}),
				/* @__PURE__ */ jsx(CloseTrigger, {
					asChild: true,
					children: /* @__PURE__ */ jsx(Button, {
						variant: "ghost",
						icon: true,
						"aria-label": "بستن",
						children: /* @__PURE__ */ jsx(CloseIcon, {})
					})
				}),
				target !== null ? /* @__PURE__ */ jsx(AddressForm, {
					initial: editing,
					onSaved: onClose,
					onCancel: onClose
				}, editing?.id ?? "new") : null
			]
		}) })] })
	});
}
// src/features/addresses/address-skeleton.tsx
var cardClass = "d_flex flex-d_column gap_3 bg_bg.surface bd-w_1px bd-c_border.default bdr_card p_4 md:p_5";
/** Two address cards' worth of grey lines while the list loads. */
function AddressListSkeleton() {
	return /* @__PURE__ */ jsx(SkeletonGroup, {
		label: "در حال بارگذاری نشانی‌ها...",
		children: /* @__PURE__ */ jsx("div", {
			className: "d_grid grid-tc_1fr lg:grid-tc_1fr_1fr gap_4",
			children: [0, 1].map((i) => /* @__PURE__ */ jsxs("div", {
				className: cardClass,
				children: [
					/* @__PURE__ */ jsx(Skeleton, { className: "h_5 w_24" }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h_4 w_full" }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h_4 w_2/3" }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h_4 w_1/2" }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h_9 w_40 mt_2" })
				]
			}, i))
		})
	});
}
// src/features/addresses/delete-address-dialog.tsx
/** «حذف شود؟» before an address goes; the focus starts on the safe choice. */
function DeleteAddressDialog({ address, onConfirm, onClose }) {
	const cancelRef = useRef(null);
	return /* @__PURE__ */ jsx(Root, {
		role: "alertdialog",
		open: address !== null,
		onOpenChange: (details) => details.open ? null : onClose(),
		initialFocusEl: () => cancelRef.current,
		children: /* @__PURE__ */ jsxs(Portal, { children: [/* @__PURE__ */ jsx(Backdrop, {}), /* @__PURE__ */ jsx(Positioner, { children: /* @__PURE__ */ jsxs(Content, { children: [
			/* @__PURE__ */ jsx(Title, { children: "حذف نشانی" }),
			/* @__PURE__ */ jsxs(Description, { children: [address ? `نشانی «${address.title || fullAddress(address)}» حذف شود؟` : null, " سفارش‌های ثبت‌شده نشانی خود را نگه می‌دارند."] }),
			/* @__PURE__ */ jsxs("div", {
				className: "d_flex gap_3 jc_flex-end mt_6",
				children: [/* @__PURE__ */ jsx(Button, {
					ref: cancelRef,
					variant: "outline",
					onClick: onClose,
					children: "انصراف"
				}), /* @__PURE__ */ jsx(Button, {
					variant: "danger",
					onClick: () => address && onConfirm(address),
					children: "حذف نشانی"
				})]
			})
		] }) })] })
	});
}
// src/features/addresses/addresses-page.tsx
var listClass = "d_grid grid-tc_minmax(0,_1fr) lg:grid-tc_repeat(2,_minmax(0,_1fr)) gap_4";
/** /profile/addresses: the customer's addresses, the default first; add, edit, delete, set default. */
function AddressesPage() {
	useDocumentTitle("نشانی‌های من");
	const list = useQuery(addressListQueryOptions);
	const [editing, setEditing] = useState(null);
	const [deleting, setDeleting] = useState(null);
	const remove = useDeleteAddress();
	const makeDefault = useMakeDefaultAddress();
	const items = list.data?.items;
	const full = (list.data?.total ?? 0) >= 20;
	const addButton = /* @__PURE__ */ jsxs(Button, {
		onClick: () => setEditing("new"),
		disabled: full,
		children: [/* @__PURE__ */ jsx(PlusIcon, {}), "افزودن نشانی"]
	});
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "addresses-title",
		className: "d_flex flex-d_column gap_5",
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "d_flex ai_center jc_space-between gap_3",
				children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
					id: "addresses-title",
					className: "fs_xl md:fs_2xl fw_bold",
					children: "نشانی‌های من"
				}), items?.length ? /* @__PURE__ */ jsx("p", {
					className: "c_fg.muted fs_sm mt_1",
					children: full ? `به سقف ${formatNumber(20)} نشانی رسیده‌اید؛ برای افزودن، یکی را حذف کنید.` : `${formatNumber(items.length)} نشانی از ${formatNumber(20)}`
				}) : null] }), items?.length ? addButton : null]
			}),
			items ? items.length ? /* @__PURE__ */ jsx("ul", {
				className: listClass,
				children: items.map((address) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(AddressCard, {
					address,
					busy: makeDefault.isPending,
					onEdit: () => setEditing(address),
					onDelete: () => setDeleting(address),
					onMakeDefault: () => makeDefault.mutate(address.id)
				}) }, address.id))
			}) : /* @__PURE__ */ jsx(EmptyState, {
				icon: /* @__PURE__ */ jsx(MapPinIcon, {}),
				title: "هنوز نشانی‌ای ثبت نکرده‌اید",
				description: "نشانی‌ای که اینجا ثبت کنید هنگام خرید برای ارسال انتخاب می‌شود.",
				action: addButton
			}) : list.isError ? /* @__PURE__ */ jsx(ErrorState, {
				title: "نشانی‌ها بارگذاری نشد",
				error: list.error,
				onRetry: () => void list.refetch()
			}) : /* @__PURE__ */ jsx(AddressListSkeleton, {}),
			/* @__PURE__ */ jsx(AddressDialog, {
				target: editing,
				onClose: () => setEditing(null)
			}),
			/* @__PURE__ */ jsx(DeleteAddressDialog, {
				address: deleting,
				onClose: () => setDeleting(null),
				onConfirm: (address) => {
					setDeleting(null);
					remove.mutate(address.id);
				}
			})
		]
	});
}
// src/routes/_public/_authenticated/profile.addresses.tsx?tsr-split=component---loader
var SplitComponent = AddressesPage;
var SplitLoader = ({ context: { queryClient } }) => {
	queryClient.prefetchQuery(addressListQueryOptions);
};
export { SplitComponent as component, SplitLoader as loader };

//# sourceMappingURL=profile.addresses-CFRFF1On.js.map