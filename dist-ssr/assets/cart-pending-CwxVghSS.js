import { n as countsTowardTotal } from "./cart-lines-BVAGNnag.js";
// src/api/cart-pending.ts
var EMPTY_CART = {
	id: 0,
	items: [],
	bundles: [],
	total: 0,
	original_total: 0,
	count: 0,
	problems: []
};
/** An item that exists only here, until its add reaches the server. */
function isPlaceholder(item) {
	return item.id < 0;
}
/** The server's id of the item a change is about: its own, or the one now holding its offer. */
function resolveItemId(cart, change) {
	if (change.itemId !== null && change.itemId > 0) return change.itemId;
	return cart?.items.find((item) => item.product_store_id === change.productStoreId)?.id ?? null;
}
function totals(items, bundles) {
	let count = 0;
	let total = 0;
	let original = 0;
	for (const item of [...items, ...bundles]) {
		count += item.quantity;
		if (!countsTowardTotal(item.problem)) continue;
		total += item.price.selling_price * item.quantity;
		original += item.price.original_price * item.quantity;
	}
	return {
		count,
		total,
		original_total: original
	};
}
function withQuantity(item, quantity) {
	return {
		...item,
		quantity,
		line_total: item.price.selling_price * quantity
	};
}
function placeholder(productStoreId, quantity, preview) {
	return {
		id: -productStoreId,
		product_store_id: productStoreId,
		quantity,
		line_total: preview.price.selling_price * quantity,
		price: preview.price,
		max_quantity: preview.max_quantity,
		product: preview.product,
		problem: null
	};
}
/** The server's cart with the pending changes applied, and which items are waiting. */
function withPending(cart, changes) {
	if (!changes.length) return {
		cart,
		waiting: /* @__PURE__ */ new Set()
	};
	let items = cart.items;
	let unseen = 0;
	const waiting = /* @__PURE__ */ new Set();
	for (const change of changes) {
		const id = change.productStoreId;
		const current = items.find((item) => item.product_store_id === id);
		if (change.kind === "remove") {
			items = items.filter((item) => item.product_store_id !== id);
			waiting.delete(id);
			continue;
		}
		if (change.kind === "add" && !current) {
			if (change.preview) items = [placeholder(id, Math.min(change.quantity, 100), change.preview), ...items];
			else unseen += change.quantity;
		} else if (current) {
			const quantity = change.kind === "add" ? current.quantity + change.quantity : change.quantity;
			const next = withQuantity(current, Math.min(Math.max(quantity, 1), 100));
			items = items.map((item) => item === current ? next : item);
		}
		if (change.waiting && items.some((item) => item.product_store_id === id)) waiting.add(id);
	}
	const kept = new Set(items.map((item) => item.id));
	const sums = totals(items, cart.bundles);
	return {
		cart: {
			...cart,
			items,
			...sums,
			count: sums.count + unseen,
			problems: cart.problems.filter((problem) => kept.has(problem.item_id))
		},
		waiting
	};
}
export { withPending as i, isPlaceholder as n, resolveItemId as r, EMPTY_CART as t };

//# sourceMappingURL=cart-pending-CwxVghSS.js.map