import { o as unwrap } from "./sdk-Dju50_5D.js";
import { n as api } from "./api-DZa6-Wrr.js";
import { t as useLoggedIn } from "./use-session-BvXoFzGK.js";
import { t as comparePersian } from "./fa-B46h81DH.js";
import "./css-BNi8J5P3.js";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/api/member-prices.ts
/** The contract's limit of offers in one ask (a page of cards is 20). */
var MAX_OFFERS = 60;
var memberPriceKeys = {
	all: ["member-prices"],
	offers: (offerIds) => [...memberPriceKeys.all, offerIds]
};
function memberPricesQueryOptions(offerIds) {
	return queryOptions({
		queryKey: memberPriceKeys.offers(offerIds),
		queryFn: ({ signal }) => unwrap(api.GET("/products/member-prices", {
			params: { query: { offer_ids: [...offerIds] } },
			signal
		})),
		staleTime: 6e4,
		meta: { silentError: true }
	});
}
var NONE = /* @__PURE__ */ new Map();
/**
* The signed-in user's lower prices for these offers (the cards of one page), by offer id: one
* request for the page, none while signed out (the public price is everyone's then).
*/
function useMemberPrices(offerIds) {
	const loggedIn = useLoggedIn();
	const ids = [...new Set(offerIds.filter((id) => id != null))].sort((a, b) => a - b);
	const query = useQuery({
		...memberPricesQueryOptions(ids.slice(0, MAX_OFFERS)),
		enabled: loggedIn && ids.length > 0
	});
	const items = loggedIn ? query.data?.items : void 0;
	return useMemo(() => items ? new Map(items.map((item) => [item.offer_id, item])) : NONE, [items]);
}
/** The user's own price for a card's offer (none when the card has no offer). */
function memberPriceOf(prices, offerId) {
	return offerId == null ? void 0 : prices.get(offerId);
}
// src/ui/member-price.tsx
var stack = "d_flex flex-d_column ai_flex-end gap_0.5";
var label = "fs_xs fw_bold c_accent.text";
/**
* A price (`children`), marked «قیمت ویژهٔ شما» when `member`: the signed-in user pays it as a
* member of the seller's customer group, while everyone else sees the public price.
*/
function MemberPriceMark({ member, children }) {
	if (!member) return children;
	return /* @__PURE__ */ jsxs("div", {
		className: stack,
		children: [/* @__PURE__ */ jsx("span", {
			"data-testid": "member-price-label",
			className: label,
			children: "قیمت ویژهٔ شما"
		}), children]
	});
}
// src/api/products.ts
var productKeys = {
	all: ["products"],
	lists: () => [...productKeys.all, "list"],
	list: (params) => [...productKeys.lists(), params],
	details: () => [...productKeys.all, "detail"],
	detail: (id) => [...productKeys.details(), id],
	brandSamples: () => [...productKeys.all, "brand-sample"],
	brandSample: (params) => [...productKeys.brandSamples(), params]
};
function productListQueryOptions(params) {
	return queryOptions({
		queryKey: productKeys.list(params),
		queryFn: ({ signal }) => unwrap(api.GET("/public/products", {
			params: { query: params },
			signal
		}))
	});
}
function productDetailQueryOptions(id) {
	return queryOptions({
		queryKey: productKeys.detail(id),
		queryFn: ({ signal }) => unwrap(api.GET("/public/products/{id}", {
			params: { path: { id } },
			signal
		})),
		meta: { silentError: true }
	});
}
/** The brands among a sample of the scope's best sellers, most frequent first. */
function brandSampleQueryOptions(params) {
	return queryOptions({
		queryKey: productKeys.brandSample(params),
		queryFn: async ({ signal }) => {
			return brandsOf((await unwrap(api.GET("/public/products", {
				params: { query: params },
				signal
			}))).items);
		},
		staleTime: 3e5,
		meta: { silentError: true }
	});
}
function brandsOf(items) {
	const counts = /* @__PURE__ */ new Map();
	for (const { brand } of items) {
		if (!brand) continue;
		const entry = counts.get(brand.slug);
		if (entry) entry.count++;
		else counts.set(brand.slug, {
			brand,
			count: 1
		});
	}
	return [...counts.values()].sort((a, b) => b.count - a.count || comparePersian(a.brand.name_fa, b.brand.name_fa)).map((entry) => entry.brand);
}
export { memberPriceOf as a, MemberPriceMark as i, productDetailQueryOptions as n, useMemberPrices as o, productListQueryOptions as r, brandSampleQueryOptions as t };

//# sourceMappingURL=products-BJGt2H4O.js.map