import { i as newIdempotencyKey } from "./sdk-Dju50_5D.js";
import { n as pathWithQuery } from "./return-to-C1iiRB1f.js";
import { t as useLoggedIn } from "./use-session-BvXoFzGK.js";
import { rt as openCartDrawer } from "../entry-server.js";
import { n as cartMutationKeys } from "./cart-ClgUNjxk.js";
import { n as isPlaceholder } from "./cart-pending-CwxVghSS.js";
import { onlineManager, useMutation } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
// src/api/cart-actions.ts
/** The item a change is about: by its server id when it has one, and always by its offer. */
function itemRef(item) {
	return {
		itemId: isPlaceholder(item) ? null : item.id,
		productStoreId: item.product_store_id,
		name: item.product.name,
		seenPrice: item.price.selling_price
	};
}
/** The stepper: sets an item's quantity; a quantity below 1 is ignored (spec sections 4 and 5). */
function useSetQuantity() {
	const { mutate } = useMutation({ mutationKey: cartMutationKeys.update });
	return (item, quantity) => {
		if (quantity < 1) return;
		mutate({
			...itemRef(item),
			quantity,
			idempotencyKey: newIdempotencyKey()
		});
	};
}
function useRemoveItem() {
	const { mutate } = useMutation({ mutationKey: cartMutationKeys.remove });
	return (item) => mutate({
		...itemRef(item),
		idempotencyKey: newIdempotencyKey()
	});
}
/**
* Add-to-cart. Signed in: adds the offers one after another and opens the cart drawer (online, a
* refusal stops there; its Persian detail is toasted). Offline the adds are queued and the drawer
* opens at once with them marked as waiting. Signed out: goes to the login screen, which brings
* the visitor back here.
*/
function useAddToCart() {
	const loggedIn = useLoggedIn();
	const router = useRouter();
	const [pending, setPending] = useState(false);
	const { mutateAsync } = useMutation({ mutationKey: cartMutationKeys.add });
	async function add(offers) {
		if (!loggedIn) {
			const returnTo = pathWithQuery(router.state.location);
			await router.navigate({
				to: "/login",
				search: { returnTo }
			});
			return;
		}
		if (pending || !offers.length) return;
		setPending(true);
		try {
			for (const { productStoreId, quantity = 1, preview } of offers) {
				const change = mutateAsync({
					productStoreId,
					quantity,
					preview,
					idempotencyKey: newIdempotencyKey()
				});
				if (onlineManager.isOnline()) await change;
				else change.catch(() => {});
			}
			openCartDrawer();
		} catch {} finally {
			setPending(false);
		}
	}
	return {
		add,
		pending
	};
}
export { useRemoveItem as n, useSetQuantity as r, useAddToCart as t };

//# sourceMappingURL=cart-actions-Cdt8SG-1.js.map