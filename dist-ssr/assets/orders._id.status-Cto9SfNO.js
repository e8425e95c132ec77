import { t as PageNotFound } from "./page-not-found-D5A7a9QY.js";
// src/routes/_public/_authenticated/orders.$id.status.tsx?tsr-split=notFoundComponent
var SplitNotFoundComponent = PageNotFound;
export { SplitNotFoundComponent as notFoundComponent };

//# sourceMappingURL=orders._id.status-Cto9SfNO.js.map