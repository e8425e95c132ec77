import { t as PageNotFound } from "./page-not-found-D5A7a9QY.js";
// src/routes/_public/categories.$categorySlug.index.tsx?tsr-split=notFoundComponent
var SplitNotFoundComponent = PageNotFound;
export { SplitNotFoundComponent as notFoundComponent };

//# sourceMappingURL=categories._categorySlug.index-DJPrQayZ.js.map