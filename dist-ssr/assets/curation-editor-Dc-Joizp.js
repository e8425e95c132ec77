import "./css-BNi8J5P3.js";
import { i as newIdempotencyKey, o as unwrap } from "./sdk-Dju50_5D.js";
import { n as api } from "./api-DZa6-Wrr.js";
import { q as homepageKeys } from "../entry-server.js";
import { t as errorDetail } from "./errors-BJLin2ZF.js";
import { b as toPersianDigits } from "./fa-B46h81DH.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { a as Root, r as Footer, t as Body } from "./card-bpa1A8uH.js";
import { t as Combobox } from "./combobox-C_ZnWPt2.js";
import { t as ConfirmDialog } from "./confirm-dialog-C1TtQ4nj.js";
import { t as OrderedList } from "./ordered-list-D-Pm5494.js";
import { t as Select } from "./select-D8_Drlvu.js";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/api/homepage-curation.ts
var RESOURCE_KIND_LABELS = {
	product: "محصول",
	bundle: "سبد ویژه",
	article: "مقاله",
	discount: "تخفیف"
};
var RESOURCE_KINDS = Object.keys(RESOURCE_KIND_LABELS);
/** The most the expanded homepage lists of each kind (the contract's maximum): every curated item named. */
var ALL_OF_A_KIND = 50;
var curationKeys = {
	all: ["homepage-curation"],
	resources: (storeId) => [
		...curationKeys.all,
		"resources",
		storeId
	],
	expanded: (storeId) => [
		...curationKeys.all,
		"expanded",
		storeId
	],
	search: (kind, storeId, text) => [
		...curationKeys.all,
		"search",
		kind,
		storeId,
		text
	]
};
/** The admin's view of a homepage's resources (store null: the platform's), highest priority first. */
function adminResourcesQueryOptions(storeId) {
	return queryOptions({
		queryKey: curationKeys.resources(storeId),
		queryFn: async ({ signal }) => {
			return (await unwrap(api.GET("/admins/homepage/resources", {
				params: { query: storeId ? { store_id: storeId } : {} },
				signal
			}))).items.filter((r) => r.store_id === storeId);
		},
		meta: { silentError: true }
	});
}
/** The homepage as shown, every curated item expanded: the names of what the resources point at. */
function expandedHomepageQueryOptions(storeId) {
	return queryOptions({
		queryKey: curationKeys.expanded(storeId),
		queryFn: ({ signal }) => storeId === null ? unwrap(api.GET("/homepage/", {
			params: { query: { limit: ALL_OF_A_KIND } },
			signal
		})) : unwrap(api.GET("/homepage/store/{store_id}", {
			params: {
				path: { store_id: storeId },
				query: { limit: ALL_OF_A_KIND }
			},
			signal
		})),
		meta: { silentError: true }
	});
}
/** Each curated target's name, by «kind:id», from an expanded homepage. */
function namesOf(homepage) {
	const names = /* @__PURE__ */ new Map();
	for (const p of homepage?.products ?? []) names.set(`product:${p.id}`, p.name_fa);
	for (const b of homepage?.bundles ?? []) names.set(`bundle:${b.id}`, b.name);
	for (const a of homepage?.articles ?? []) names.set(`article:${a.id}`, a.title);
	for (const d of homepage?.discounts ?? []) names.set(`discount:${d.id}`, d.name);
	return names;
}
/**
* What may be put on a homepage, found by name: on a store's homepage only the store's own
* (its offered products, bundles, published posts and discounts), on the platform's anything public.
*/
function candidatesQueryOptions(kind, storeId, text, seller) {
	return queryOptions({
		queryKey: [...curationKeys.search(kind, storeId, text), seller],
		queryFn: async ({ signal }) => {
			const search = text || void 0;
			const store = storeId ?? void 0;
			if (kind === "product") {
				if (seller && storeId !== null) return (await unwrap(api.GET("/products/", {
					params: { query: {
						store_id: storeId,
						search,
						limit: 20
					} },
					signal
				}))).items.map((p) => ({
					value: String(p.id),
					label: p.name_fa
				}));
				return (await unwrap(api.GET("/public/products", {
					params: { query: {
						search,
						store_id: store,
						limit: 20
					} },
					signal
				}))).items.map((p) => ({
					value: String(p.id),
					label: p.name_fa
				}));
			}
			if (kind === "bundle") return (await unwrap(api.GET("/public/bundles", {
				params: { query: {
					search,
					store_id: store
				} },
				signal
			}))).items.map((b) => ({
				value: String(b.id),
				label: b.name
			}));
			if (kind === "article") return (await unwrap(api.GET("/public/blog-posts", {
				params: { query: {
					search,
					store_id: store
				} },
				signal
			}))).items.map((a) => ({
				value: String(a.id),
				label: a.title
			}));
			return (await unwrap(api.GET("/discounts/", {
				params: { query: {
					search,
					store_id: store
				} },
				signal
			}))).items.map((d) => ({
				value: String(d.id),
				label: d.name
			}));
		},
		staleTime: 3e4,
		meta: { silentError: true }
	});
}
/** Priorities for a list in order: the first highest, ten apart. */
var prioritiesOf = (count, index) => (count - index) * 10;
function useInvalidateHomepages() {
	const queryClient = useQueryClient();
	return () => Promise.all([queryClient.invalidateQueries({ queryKey: curationKeys.all }), queryClient.invalidateQueries({ queryKey: homepageKeys.all })]);
}
/** The admin's save: the whole list, in order, in one call (all or nothing). */
function useBulkSetHomepage(storeId) {
	const invalidate = useInvalidateHomepages();
	return useMutation({
		mutationFn: (entries) => unwrap(api.POST("/admins/homepage/resources/bulk-with-priorities", {
			params: { header: { "Idempotency-Key": newIdempotencyKey() } },
			body: entries.map((e, i) => ({
				...e,
				priority: prioritiesOf(entries.length, i),
				store_id: storeId
			}))
		})),
		networkMode: "always",
		meta: { silentError: true },
		onSuccess: () => invalidate()
	});
}
/**
* A store homepage's save: the removed resources deleted, the new ones added and the rest given
* their new priority (the store's own calls; an admin may make them too).
*/
function useSaveStoreHomepage(storeId) {
	const invalidate = useInvalidateHomepages();
	return useMutation({
		mutationFn: async ({ current, wanted }) => {
			const key = (e) => `${e.resource_type}:${e.resource_id}`;
			const wantedKeys = new Set(wanted.map(key));
			const path = { store_id: storeId };
			for (const r of current.filter((r) => !wantedKeys.has(key(r)))) await unwrap(api.DELETE("/homepage/store/{store_id}/resources/{id}", { params: { path: {
				...path,
				id: r.id
			} } }));
			const byKey = new Map(current.map((r) => [key(r), r]));
			for (const [i, entry] of wanted.entries()) {
				const priority = prioritiesOf(wanted.length, i);
				const existing = byKey.get(key(entry));
				if (!existing) await unwrap(api.POST("/homepage/store/{store_id}/resources", {
					params: { path },
					body: {
						...entry,
						priority
					}
				}));
				else if (existing.priority !== priority) await unwrap(api.PATCH("/homepage/store/{store_id}/resources/{id}", {
					params: { path: {
						...path,
						id: existing.id
					} },
					body: { priority }
				}));
			}
		},
		networkMode: "always",
		meta: { silentError: true },
		onSettled: () => invalidate()
	});
}
/** Verified stores by name or slug, for the admin to pick whose homepage to curate. */
function storeCandidatesQueryOptions(text) {
	return queryOptions({
		queryKey: [
			...curationKeys.all,
			"stores",
			text
		],
		queryFn: async ({ signal }) => {
			return (await unwrap(api.GET("/stores/all", {
				params: { query: {
					verified: true,
					search: text || void 0,
					limit: 20
				} },
				signal
			}))).items.map((s) => ({
				value: String(s.id),
				label: s.name
			}));
		},
		staleTime: 3e4,
		meta: { silentError: true }
	});
}
/** The admin's save: the list, in order, in one bulk call (removals are their own call, below). */
function useAdminSaveHomepage(storeId) {
	const bulk = useBulkSetHomepage(storeId);
	const invalidate = useInvalidateHomepages();
	return useMutation({
		mutationFn: async ({ wanted }) => {
			if (wanted.length) await bulk.mutateAsync(wanted);
		},
		networkMode: "always",
		meta: { silentError: true },
		onSettled: () => invalidate()
	});
}
/**
* The admin takes one saved item off a homepage (the platform's or a store's) at once; the
* curation lists and the storefront's homepages are read again, as after a save.
*/
function useAdminRemoveHomepageItem() {
	const invalidate = useInvalidateHomepages();
	return useMutation({
		mutationFn: (id) => unwrap(api.DELETE("/admins/homepage/resources/{id}", { params: { path: { id } } })),
		networkMode: "always",
		meta: { silentError: true },
		onSettled: () => invalidate()
	});
}
// src/ui/curation-editor.tsx
var toEntry = (type, id, names) => {
	const key = `${type}:${id}`;
	return {
		key,
		resource_type: type,
		resource_id: id,
		kind: RESOURCE_KIND_LABELS[type],
		label: names.get(key) ?? `${RESOURCE_KIND_LABELS[type]} شمارهٔ ${toPersianDigits(id)} (اکنون نمایش داده نمی‌شود)`
	};
};
var pickerRow = "d_grid grid-tc_1fr md:grid-tc_12rem_1fr_auto gap_3 ai_end";
var footer = "d_flex flex-wrap_wrap gap_3 ai_center";
var muted = "c_fg.muted fs_sm";
var alert = "c_danger.default fs_sm";
var success = "c_success.default fs_sm";
/**
* A homepage's curated items: products, bundles, articles and discounts chosen by name, put in
* order by dragging or the up / down buttons, and saved together. Nothing changes until «ذخیره».
*/
function CurationEditor({ storeId, seller = false, resources, names, perKind, onSave, note, savedRemovable = true, onRemoveSaved }) {
	const saved = useMemo(() => resources.map((r) => ({
		...toEntry(r.resource_type, r.resource_id, names),
		removable: savedRemovable
	})), [
		resources,
		names,
		savedRemovable
	]);
	const [entries, setEntries] = useState(saved);
	useEffect(() => setEntries(saved), [saved]);
	const [kind, setKind] = useState("product");
	const [text, setText] = useState("");
	const [choice, setChoice] = useState(null);
	const [saving, setSaving] = useState(false);
	const [message, setMessage] = useState(null);
	const [removing, setRemoving] = useState(null);
	const candidates = useQuery(candidatesQueryOptions(kind, storeId, text, seller));
	const taken = new Set(entries.map((e) => e.key));
	const items = (candidates.data ?? []).filter((c) => !taken.has(`${kind}:${c.value}`));
	const countOf = (type) => entries.filter((e) => e.resource_type === type).length;
	const full = perKind !== void 0 && countOf(kind) >= perKind;
	const changed = entries.map((e) => e.key).join() !== saved.map((e) => e.key).join();
	const add = () => {
		if (!choice || full) return;
		const named = /* @__PURE__ */ new Map([[`${kind}:${choice.value}`, choice.label]]);
		setEntries([...entries, toEntry(kind, Number(choice.value), named)]);
		setChoice(null);
		setMessage(null);
	};
	const save = async () => {
		setSaving(true);
		setMessage(null);
		try {
			await onSave(entries.map(({ resource_type, resource_id }) => ({
				resource_type,
				resource_id
			})));
			setMessage({
				ok: true,
				text: "چیدمان ذخیره شد و در صفحهٔ اول نمایش داده می‌شود."
			});
		} catch (error) {
			setMessage({
				ok: false,
				text: errorDetail(error) ?? "ذخیره انجام نشد"
			});
		} finally {
			setSaving(false);
		}
	};
	return /* @__PURE__ */ jsxs(Root, { children: [
		/* @__PURE__ */ jsxs(Body, { children: [
			/* @__PURE__ */ jsxs("div", {
				className: pickerRow,
				children: [
					/* @__PURE__ */ jsx(Select, {
						label: "نوع",
						options: RESOURCE_KINDS.map((k) => ({
							value: k,
							label: RESOURCE_KIND_LABELS[k]
						})),
						value: kind,
						onValueChange: (k) => {
							setKind(k);
							setChoice(null);
							setText("");
						}
					}),
					/* @__PURE__ */ jsx(Combobox, {
						label: `${RESOURCE_KIND_LABELS[kind]} برای افزودن`,
						items,
						onSearch: setText,
						loading: candidates.isFetching,
						value: choice,
						onValueChange: setChoice,
						placeholder: "نام را بنویسید",
						disabled: full
					}),
					/* @__PURE__ */ jsx(Button, {
						variant: "outline",
						onClick: add,
						disabled: !choice || full,
						children: "افزودن به فهرست"
					})
				]
			}),
			full ? /* @__PURE__ */ jsx("p", {
				className: muted,
				children: `صفحهٔ اول فروشگاه حداکثر ${toPersianDigits(perKind ?? 5)} ${RESOURCE_KIND_LABELS[kind]} نشان می‌دهد؛ برای افزودن، یکی را بردارید.`
			}) : null,
			candidates.error ? /* @__PURE__ */ jsx("p", {
				className: alert,
				children: errorDetail(candidates.error) ?? "فهرست بارگذاری نشد"
			}) : null,
			entries.length ? /* @__PURE__ */ jsx(OrderedList, {
				label: "چیدمان صفحهٔ اول",
				items: entries,
				onChange: (next) => {
					setEntries(next);
					setMessage(null);
				},
				onRemove: (entry) => {
					const isSaved = saved.some((e) => e.key === entry.key);
					if (onRemoveSaved && isSaved) setRemoving(entry);
					else setEntries(entries.filter((e) => e.key !== entry.key));
				},
				disabled: saving
			}) : /* @__PURE__ */ jsx("p", {
				className: muted,
				children: "هنوز چیزی برای صفحهٔ اول انتخاب نشده است."
			})
		] }),
		/* @__PURE__ */ jsx(Footer, { children: /* @__PURE__ */ jsxs("div", {
			className: footer,
			children: [
				note,
				message ? /* @__PURE__ */ jsx("p", {
					role: message.ok ? "status" : "alert",
					className: message.ok ? success : alert,
					children: message.text
				}) : null,
				/* @__PURE__ */ jsx(Button, {
					onClick: () => void save(),
					disabled: saving || !changed,
					children: saving ? "در حال ذخیره…" : "ذخیرهٔ چیدمان"
				})
			]
		}) }),
		/* @__PURE__ */ jsx(ConfirmDialog, {
			open: removing !== null,
			onOpenChange: (open) => {
				if (!open) setRemoving(null);
			},
			title: "برداشتن از صفحهٔ اول",
			description: removing ? `«${removing.label}» همین حالا از صفحهٔ اول برداشته می‌شود و دیگر آنجا نمایش داده نمی‌شود.` : void 0,
			confirmLabel: "برداشتن از صفحهٔ اول",
			destructive: true,
			onConfirm: async () => {
				if (!removing || !onRemoveSaved) return;
				const { resource_type, resource_id } = removing;
				await onRemoveSaved({
					resource_type,
					resource_id
				});
				setMessage({
					ok: true,
					text: `«${removing.label}» از صفحهٔ اول برداشته شد.`
				});
			}
		})
	] });
}
export { storeCandidatesQueryOptions as a, useSaveStoreHomepage as c, namesOf as i, adminResourcesQueryOptions as n, useAdminRemoveHomepageItem as o, expandedHomepageQueryOptions as r, useAdminSaveHomepage as s, CurationEditor as t };

//# sourceMappingURL=curation-editor-Dc-Joizp.js.map