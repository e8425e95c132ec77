import { r as productListQueryOptions } from "./products-BJGt2H4O.js";
import { notFound } from "@tanstack/react-router";
// src/features/catalog/brand-probe.ts
/**
* There is no brand endpoint: a brand page asks for one of the brand's products (in the category,
* for a category-plus-brand page) and takes the brand's name from it. None means no such page.
*/
function brandProbeQueryOptions(slug, categoryId) {
	return productListQueryOptions({
		brand: [slug],
		...categoryId ? { category: categoryId } : {},
		limit: 1
	});
}
async function loadBrand(queryClient, slug, categoryId) {
	const brand = (await queryClient.ensureQueryData(brandProbeQueryOptions(slug, categoryId))).items[0]?.brand;
	if (!brand) throw notFound();
	return brand;
}
export { loadBrand as n, brandProbeQueryOptions as t };

//# sourceMappingURL=brand-probe-BMH3kKJh.js.map