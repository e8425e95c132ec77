import { t as createStyleContext } from "./jsx-BmGQg2iL.js";
import { f as getSlotCompoundVariant, g as splitProps, l as compact, p as memo } from "./css-BNi8J5P3.js";
import { r as createRecipe } from "./button-BQVJ5_gf.js";
import { ark } from "@ark-ui/react/factory";
// styled-system/recipes/card.mjs
var cardDefaultVariants = { "size": "md" };
var cardCompoundVariants = [];
var cardSlotFns = /* @__PURE__ */ [
	["root", "card__root"],
	["header", "card__header"],
	["title", "card__title"],
	["description", "card__description"],
	["body", "card__body"],
	["footer", "card__footer"]
].map(([slotName, slotKey]) => [slotName, createRecipe(slotKey, cardDefaultVariants, getSlotCompoundVariant(cardCompoundVariants, slotName))]);
var cardFn = memo((props = {}) => {
	return Object.fromEntries(cardSlotFns.map(([slotName, slotFn]) => [slotName, slotFn.recipeFn(props)]));
});
var cardVariantKeys = ["size"];
var getVariantProps = (variants) => ({
	...cardDefaultVariants,
	...compact(variants)
});
// src/ui/card.tsx
var { withProvider, withContext } = createStyleContext(/* @__PURE__ */ Object.assign(cardFn, {
	__recipe__: false,
	__name__: "card",
	raw: (props) => props,
	classNameMap: {},
	variantKeys: cardVariantKeys,
	variantMap: { "size": ["sm", "md"] },
	splitVariantProps(props) {
		return splitProps(props, cardVariantKeys);
	},
	getVariantProps
}));
/**
* The panel card: `<Card.Root aria-labelledby=…>` (a <section>) with `Card.Header` (`Card.Title`,
* `Card.Description`), `Card.Body` and `Card.Footer`. `size="sm"` for cards in a list.
*/
var Root = withProvider(ark.section, "root");
var Header = withContext(ark.header, "header");
var Title = withContext(ark.h2, "title");
var Description = withContext(ark.p, "description");
var Body = withContext(ark.div, "body");
var Footer = withContext(ark.footer, "footer");
export { Root as a, Header as i, Description as n, Title as o, Footer as r, Body as t };

//# sourceMappingURL=card-bpa1A8uH.js.map