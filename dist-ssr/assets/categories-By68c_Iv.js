import { a as cx, o as css } from "./css-BNi8J5P3.js";
import { o as unwrap } from "./sdk-Dju50_5D.js";
import { n as api } from "./api-DZa6-Wrr.js";
import { r as categoryKeys } from "./categories-ZQYAdqY0.js";
import { t as errorDetail } from "./errors-BJLin2ZF.js";
import { b as toPersianDigits, v as formatNumber } from "./fa-B46h81DH.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { a as Root, i as Header, o as Title, t as Body } from "./card-bpa1A8uH.js";
import { t as ConfirmDialog } from "./confirm-dialog-C1TtQ4nj.js";
import { t as EmptyState } from "./empty-state-DjUFJLUD.js";
import { K as ErrorState, dt as Loading } from "../entry-server.js";
import { a as Root$1, i as Label, r as Input } from "./field-DXW4QFjt.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { t as Select } from "./select-D8_Drlvu.js";
import { t as useDragReorder } from "./use-drag-reorder-Cvr27sPX.js";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/api/admin-categories.ts
var adminCategoryKeys = {
	all: ["admin-categories"],
	tree: () => [...adminCategoryKeys.all, "tree"]
};
var adminCategoryTreeQueryOptions = queryOptions({
	queryKey: adminCategoryKeys.tree(),
	queryFn: ({ signal }) => unwrap(api.GET("/categories/", {
		params: { query: {
			root_only: true,
			limit: 1e3
		} },
		signal
	}))
});
function useInvalidate() {
	const queryClient = useQueryClient();
	return () => Promise.all([queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }), queryClient.invalidateQueries({ queryKey: categoryKeys.all })]);
}
var online = {
	networkMode: "always",
	meta: { silentError: true }
};
function useCreateCategory() {
	const invalidate = useInvalidate();
	return useMutation({
		mutationFn: (body) => unwrap(api.POST("/categories/", { body })),
		...online,
		onSuccess: invalidate
	});
}
function useUpdateCategory() {
	const invalidate = useInvalidate();
	return useMutation({
		mutationFn: ({ id, body }) => unwrap(api.PUT("/categories/{id}/", {
			params: { path: { id } },
			body
		})),
		...online,
		onSuccess: invalidate
	});
}
/**
* Siblings put in a new order (a drag or the up / down buttons): each whose place changed gets its
* new position as its order, one call each (the contract has no bulk call for categories), then
* the trees are read again once.
*/
function useReorderCategories() {
	const invalidate = useInvalidate();
	return useMutation({
		mutationFn: async (siblings) => {
			for (const [order, node] of siblings.entries()) {
				if (node.order === order) continue;
				await unwrap(api.PUT("/categories/{id}/", {
					params: { path: { id: node.id } },
					body: { order }
				}));
			}
		},
		...online,
		onSettled: invalidate
	});
}
function useDeleteCategory() {
	const invalidate = useInvalidate();
	return useMutation({
		mutationFn: (id) => unwrap(api.DELETE("/categories/{id}/", { params: { path: { id } } })),
		...online,
		onSuccess: invalidate
	});
}
// src/features/admin/categories/admin-categories-page.tsx
var ROOT = "root";
/** Every category that may hold children (levels 1 and 2), indented, for the parent picker. */
function parentOptions(roots, except) {
	const out = [{
		value: ROOT,
		label: "بدون والد (دسته‌ی اصلی)"
	}];
	const walk = (nodes, depth) => {
		for (const node of nodes) {
			if (node.id === except) continue;
			if (node.level < 3) out.push({
				value: String(node.id),
				label: `${"— ".repeat(depth)}${node.name_fa}`
			});
			walk(node.children ?? [], depth + 1);
		}
	};
	walk(roots, 0);
	return out;
}
function findCategory(nodes, id) {
	for (const node of nodes) {
		if (node.id === id) return node;
		const found = findCategory(node.children ?? [], id);
		if (found) return found;
	}
}
var form = "d_grid gap_3 grid-tc_1fr md:grid-tc_repeat(3,_minmax(0,_1fr))_auto ai_end";
function CreateCategory({ roots }) {
	const create = useCreateCategory();
	const [name, setName] = useState("");
	const [slug, setSlug] = useState("");
	const [parent, setParent] = useState(ROOT);
	const siblings = parent === ROOT ? roots.length : findCategory(roots, Number(parent))?.children?.length ?? 0;
	const submit = (event) => {
		event.preventDefault();
		create.mutate({
			name_fa: name.trim(),
			slug: slug.trim(),
			parent_id: parent === ROOT ? null : Number(parent),
			order: siblings
		}, { onSuccess: () => {
			setName("");
			setSlug("");
		} });
	};
	return /* @__PURE__ */ jsxs(Root, {
		"aria-labelledby": "new-category",
		children: [/* @__PURE__ */ jsx(Header, { children: /* @__PURE__ */ jsx(Title, {
			id: "new-category",
			children: "دسته‌بندی تازه"
		}) }), /* @__PURE__ */ jsxs(Body, { children: [/* @__PURE__ */ jsxs("form", {
			className: form,
			onSubmit: submit,
			children: [
				/* @__PURE__ */ jsxs(Root$1, {
					required: true,
					children: [/* @__PURE__ */ jsx(Label, { children: "نام" }), /* @__PURE__ */ jsx(Input, {
						value: name,
						minLength: 2,
						maxLength: 100,
						onChange: (e) => setName(e.currentTarget.value)
					})]
				}),
				/* @__PURE__ */ jsxs(Root$1, {
					required: true,
					children: [/* @__PURE__ */ jsx(Label, { children: "نامک (لاتین)" }), /* @__PURE__ */ jsx(Input, {
						dir: "ltr",
						value: slug,
						pattern: "[a-z0-9]+(-[a-z0-9]+)*",
						onChange: (e) => setSlug(e.currentTarget.value)
					})]
				}),
				/* @__PURE__ */ jsx(Select, {
					label: "والد",
					options: parentOptions(roots),
					value: parent,
					onValueChange: (v) => setParent(v || ROOT)
				}),
				/* @__PURE__ */ jsx(Button, {
					type: "submit",
					disabled: create.isPending,
					children: "افزودن"
				})
			]
		}), create.error ? /* @__PURE__ */ jsx("p", {
			role: "alert",
			className: "c_danger.default mt_2 fs_sm",
			children: errorDetail(create.error)
		}) : null] })]
	});
}
function EditCategory({ node, roots, onClose }) {
	const update = useUpdateCategory();
	const [name, setName] = useState(node.name_fa);
	const [slug, setSlug] = useState(node.slug);
	const [parent, setParent] = useState(node.parent_id === null ? ROOT : String(node.parent_id));
	return /* @__PURE__ */ jsx(ConfirmDialog, {
		open: true,
		onOpenChange: (open) => !open && onClose(),
		title: `ویرایش «${node.name_fa}»`,
		description: "نام، نامک یا والد را تغییر دهید؛ با جابه‌جایی، زیرشاخه‌ها و محصولات همراه دسته‌بندی می‌روند.",
		confirmLabel: "ذخیره تغییرات",
		onConfirm: () => update.mutateAsync({
			id: node.id,
			body: {
				name_fa: name.trim(),
				slug: slug.trim(),
				parent_id: parent === ROOT ? null : Number(parent)
			}
		}),
		children: /* @__PURE__ */ jsxs("div", {
			className: "d_grid gap_3 mt_3",
			children: [
				/* @__PURE__ */ jsxs(Root$1, { children: [/* @__PURE__ */ jsx(Label, { children: "نام" }), /* @__PURE__ */ jsx(Input, {
					value: name,
					onChange: (e) => setName(e.currentTarget.value)
				})] }),
				/* @__PURE__ */ jsxs(Root$1, { children: [/* @__PURE__ */ jsx(Label, { children: "نامک (لاتین)" }), /* @__PURE__ */ jsx(Input, {
					dir: "ltr",
					value: slug,
					onChange: (e) => setSlug(e.currentTarget.value)
				})] }),
				/* @__PURE__ */ jsx(Select, {
					label: "والد",
					options: parentOptions(roots, node.id),
					value: parent,
					onValueChange: (v) => setParent(v || ROOT)
				})
			]
		})
	});
}
var rowClass = "d_flex flex-wrap_wrap ai_center gap_2 py_2 bd-b-w_1px bd-c_border.default";
var dragRow = "bdr_control [&[data-dragging]]:op_0.5 [&[data-over]]:bg_accent.muted [&[data-over]]:bx-sh_0_0_0_1px_{colors.accent.default}";
var handle = "d_none md:d_inline-flex c_fg.muted cursor_grab fs_lg px_1";
var live = "pos_absolute w_1px h_1px ov_hidden clip_rect(0_0_0_0)";
function moved(items, from, to) {
	const next = [...items];
	const [item] = next.splice(from, 1);
	next.splice(to, 0, item);
	return next;
}
/**
* One level of siblings: dragged into a new order (a pointer; a drag stays among its siblings)
* or moved with «بالا» and «پایین» (the keyboard, a screen reader, a phone). Each move is saved
* at once and announced.
*/
function CategoryRows({ nodes, roots, onEdit, onDelete }) {
	const reorder = useReorderCategories();
	const [announcement, setAnnouncement] = useState("");
	const move = (from, to) => {
		if (to < 0 || to >= nodes.length || from === to) return;
		const name = nodes[from].name_fa;
		reorder.mutate(moved(nodes, from, to), { onSuccess: () => setAnnouncement(`«${name}» به جایگاه ${toPersianDigits(to + 1)} از ${toPersianDigits(nodes.length)} رفت`) });
	};
	const { dragProps } = useDragReorder(move, reorder.isPending);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("ul", {
			className: "ps_0 li-s_none",
			children: nodes.map((node, index) => /* @__PURE__ */ jsxs("li", {
				className: css({ ps: node.level > 1 ? "5" : "0" }),
				children: [/* @__PURE__ */ jsxs("div", {
					className: cx(rowClass, dragRow),
					...dragProps(index),
					children: [
						/* @__PURE__ */ jsx("span", {
							className: handle,
							"aria-hidden": "true",
							title: "برای جابه‌جایی بکشید",
							children: "⋮⋮"
						}),
						/* @__PURE__ */ jsxs("span", {
							className: "d_flex flex-d_column flex_1 min-w_40",
							children: [/* @__PURE__ */ jsx("span", {
								className: css({ fontWeight: node.level === 1 ? "semibold" : "normal" }),
								children: node.name_fa
							}), /* @__PURE__ */ jsxs("span", {
								className: "c_fg.muted fs_xs",
								children: [/* @__PURE__ */ jsx("bdi", {
									dir: "ltr",
									className: "wb_break-all",
									children: node.slug
								}), `، ${formatNumber(node.product_count ?? 0)} کالا`]
							})]
						}),
						/* @__PURE__ */ jsx(Button, {
							size: "sm",
							variant: "ghost",
							disabled: index === 0 || reorder.isPending,
							onClick: () => move(index, index - 1),
							"aria-label": `بردن «${node.name_fa}» به بالا`,
							children: "بالا"
						}),
						/* @__PURE__ */ jsx(Button, {
							size: "sm",
							variant: "ghost",
							disabled: index === nodes.length - 1 || reorder.isPending,
							onClick: () => move(index, index + 1),
							"aria-label": `بردن «${node.name_fa}» به پایین`,
							children: "پایین"
						}),
						/* @__PURE__ */ jsx(Button, {
							size: "sm",
							variant: "outline",
							onClick: () => onEdit(node),
							"aria-label": `ویرایش «${node.name_fa}»`,
							children: "ویرایش"
						}),
						/* @__PURE__ */ jsx(Button, {
							size: "sm",
							variant: "ghost",
							onClick: () => onDelete(node),
							"aria-label": `حذف «${node.name_fa}»`,
							children: "حذف"
						})
					]
				}), node.children?.length ? /* @__PURE__ */ jsx(CategoryRows, {
					nodes: node.children,
					roots,
					onEdit,
					onDelete
				}) : null]
			}, node.id))
		}),
		reorder.error ? /* @__PURE__ */ jsx("p", {
			role: "alert",
			className: "c_danger.default fs_sm",
			children: errorDetail(reorder.error)
		}) : null,
		/* @__PURE__ */ jsx("p", {
			className: live,
			"aria-live": "polite",
			children: announcement
		})
	] });
}
/**
* /admin/categories: the three-level tree; create, rename, move (the parent picker), reorder
* (dragging, or up and down) and delete, whose refusal (subcategories or products left, with how many) shows in
* the dialog.
*/
function AdminCategoriesPage() {
	useDocumentTitle("دسته‌بندی‌ها");
	const query = useQuery(adminCategoryTreeQueryOptions);
	const remove = useDeleteCategory();
	const [editing, setEditing] = useState(null);
	const [deleting, setDeleting] = useState(null);
	const roots = query.data?.items ?? [];
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(PanelHeader, { title: "دسته‌بندی‌ها" }),
		/* @__PURE__ */ jsxs("div", {
			className: "d_grid gap_4",
			children: [/* @__PURE__ */ jsx(CreateCategory, { roots }), /* @__PURE__ */ jsxs(Root, {
				"aria-labelledby": "category-tree",
				children: [/* @__PURE__ */ jsx(Header, { children: /* @__PURE__ */ jsx(Title, {
					id: "category-tree",
					children: "درخت دسته‌بندی‌ها"
				}) }), /* @__PURE__ */ jsx(Body, { children: query.isPending ? /* @__PURE__ */ jsx(Loading, {}) : query.error ? /* @__PURE__ */ jsx(ErrorState, {
					error: query.error,
					onRetry: () => void query.refetch()
				}) : roots.length === 0 ? /* @__PURE__ */ jsx(EmptyState, { title: "هنوز دسته‌بندی‌ای ساخته نشده است" }) : /* @__PURE__ */ jsx(CategoryRows, {
					nodes: roots,
					roots,
					onEdit: setEditing,
					onDelete: setDeleting
				}) })]
			})]
		}),
		editing ? /* @__PURE__ */ jsx(EditCategory, {
			node: editing,
			roots,
			onClose: () => setEditing(null)
		}, editing.id) : null,
		/* @__PURE__ */ jsx(ConfirmDialog, {
			open: deleting !== null,
			onOpenChange: (open) => !open && setDeleting(null),
			title: deleting ? `حذف «${deleting.name_fa}»` : "حذف دسته‌بندی",
			description: "دسته‌بندی‌ای که زیردسته یا محصول دارد حذف نمی‌شود.",
			confirmLabel: "حذف دسته‌بندی",
			destructive: true,
			onConfirm: () => deleting ? remove.mutateAsync(deleting.id) : void 0
		})
	] });
}
// src/routes/_authenticated/_admin/admin/categories.tsx?tsr-split=component
var SplitComponent = AdminCategoriesPage;
export { SplitComponent as component };

//# sourceMappingURL=categories-By68c_Iv.js.map