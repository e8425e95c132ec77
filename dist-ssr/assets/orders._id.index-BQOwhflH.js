import { t as PageNotFound } from "./page-not-found-D5A7a9QY.js";
// src/routes/_public/_authenticated/orders.$id.index.tsx?tsr-split=notFoundComponent
var SplitNotFoundComponent = PageNotFound;
export { SplitNotFoundComponent as notFoundComponent };

//# sourceMappingURL=orders._id.index-BQOwhflH.js.map