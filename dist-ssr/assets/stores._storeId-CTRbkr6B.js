import { t as PageNotFound } from "./page-not-found-D5A7a9QY.js";
// src/routes/_public/stores.$storeId.tsx?tsr-split=notFoundComponent
var SplitNotFoundComponent = PageNotFound;
export { SplitNotFoundComponent as notFoundComponent };

//# sourceMappingURL=stores._storeId-CTRbkr6B.js.map