import { t as PageNotFound } from "./page-not-found-D5A7a9QY.js";
// src/routes/_public/bundles.$bundleSlug.tsx?tsr-split=notFoundComponent
var SplitNotFoundComponent = PageNotFound;
export { SplitNotFoundComponent as notFoundComponent };

//# sourceMappingURL=bundles._bundleSlug-B0HG3ic9.js.map