import { _ as uniq, a as cx, c as sortConditions, g as splitProps, i as getCompoundVariantCss, l as compact, n as assertCompoundVariant, o as css, p as memo$1, s as finalizeConditions, u as createCss, v as withoutSpace } from "./css-BNi8J5P3.js";
import { forwardRef } from "react";
import { jsx } from "react/jsx-runtime";
import { ark } from "@ark-ui/react/factory";
// styled-system/recipes/create-recipe.mjs
var createRecipe = (name, defaultVariants, compoundVariants) => {
	const getVariantProps = (variants) => {
		return {
			[name]: "__ignore__",
			...defaultVariants,
			...compact(variants)
		};
	};
	const recipeFn = (variants, withCompoundVariants = true) => {
		const transform = (prop, value) => {
			assertCompoundVariant(name, compoundVariants, variants, prop);
			if (value === "__ignore__") return { className: name };
			value = withoutSpace(value);
			return { className: `${name}--${prop}_${value}` };
		};
		const recipeCss = createCss({
			conditions: {
				shift: sortConditions,
				finalize: finalizeConditions,
				breakpoints: { keys: [
					"base",
					"sm",
					"md",
					"lg",
					"xl",
					"2xl"
				] }
			},
			utility: {
				toHash: (path, hashFn) => hashFn(path.join(":")),
				transform
			}
		});
		const recipeStyles = getVariantProps(variants);
		if (withCompoundVariants) {
			const compoundVariantStyles = getCompoundVariantCss(compoundVariants, recipeStyles);
			return cx(recipeCss(recipeStyles), css(compoundVariantStyles));
		}
		return recipeCss(recipeStyles);
	};
	return {
		recipeFn,
		getVariantProps,
		__getCompoundVariantCss__: (variants) => {
			return getCompoundVariantCss(compoundVariants, getVariantProps(variants));
		}
	};
};
var mergeRecipes = (recipeA, recipeB) => {
	if (recipeA && !recipeB) return recipeA;
	if (!recipeA && recipeB) return recipeB;
	const recipeFn = (...args) => cx(recipeA(...args), recipeB(...args));
	const variantKeys = uniq(recipeA.variantKeys, recipeB.variantKeys);
	const variantMap = variantKeys.reduce((acc, key) => {
		acc[key] = uniq(recipeA.variantMap[key], recipeB.variantMap[key]);
		return acc;
	}, {});
	return Object.assign(recipeFn, {
		__recipe__: true,
		__name__: `${recipeA.__name__} ${recipeB.__name__}`,
		raw: (props) => props,
		variantKeys,
		variantMap,
		splitVariantProps(props) {
			return splitProps(props, variantKeys);
		}
	});
};
// styled-system/recipes/button.mjs
var buttonFn = /* @__PURE__ */ createRecipe("button", {
	"variant": "solid",
	"size": "md"
}, []);
var buttonVariantMap = {
	"variant": [
		"solid",
		"outline",
		"ghost",
		"subtle",
		"danger",
		"link"
	],
	"size": [
		"sm",
		"md",
		"lg"
	],
	"icon": ["true"],
	"full": ["true"]
};
var buttonVariantKeys = Object.keys(buttonVariantMap);
var button = /* @__PURE__ */ Object.assign(memo$1(buttonFn.recipeFn), {
	__recipe__: true,
	__name__: "button",
	__getCompoundVariantCss__: buttonFn.__getCompoundVariantCss__,
	raw: (props) => props,
	variantKeys: buttonVariantKeys,
	variantMap: buttonVariantMap,
	merge(recipe) {
		return mergeRecipes(this, recipe);
	},
	splitVariantProps(props) {
		return splitProps(props, buttonVariantKeys);
	},
	getVariantProps: buttonFn.getVariantProps
});
// src/ui/button.tsx
/**
* A real <button> styled by the button recipe (variant, size, icon, full); `asChild` gives another
* element its look and behaviour. Written out rather than with Panda's `styled`, whose list of
* valid HTML props would be 15 KB of every page's first script.
*/
var Button = forwardRef(function Button(props, ref) {
	const [variants, { className, ...rest }] = button.splitVariantProps(props);
	return /* @__PURE__ */ jsx(ark.button, {
		type: "button",
		ref,
		...rest,
		className: cx(button(variants), className)
	});
});
/** Give links (TanStack <Link>, <a>) the look of a button: `className={buttonClass({ variant })}`. */
var buttonClass = button;
export { mergeRecipes as i, buttonClass as n, createRecipe as r, Button as t };

//# sourceMappingURL=button-BQVJ5_gf.js.map