import { t as PageNotFound } from "./page-not-found-D5A7a9QY.js";
// src/routes/_public/blog.$id.$slug.tsx?tsr-split=notFoundComponent
var SplitNotFoundComponent = PageNotFound;
export { SplitNotFoundComponent as notFoundComponent };

//# sourceMappingURL=blog._id._slug-D27ZFWGt.js.map