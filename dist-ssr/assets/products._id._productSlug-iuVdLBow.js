import { t as PageNotFound } from "./page-not-found-D5A7a9QY.js";
// src/routes/_public/products.$id.$productSlug.tsx?tsr-split=notFoundComponent
var SplitNotFoundComponent = PageNotFound;
export { SplitNotFoundComponent as notFoundComponent };

//# sourceMappingURL=products._id._productSlug-iuVdLBow.js.map