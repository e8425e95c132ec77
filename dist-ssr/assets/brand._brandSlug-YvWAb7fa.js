import { t as PageNotFound } from "./page-not-found-D5A7a9QY.js";
// src/routes/_public/brand.$brandSlug.tsx?tsr-split=notFoundComponent
var SplitNotFoundComponent = PageNotFound;
export { SplitNotFoundComponent as notFoundComponent };

//# sourceMappingURL=brand._brandSlug-YvWAb7fa.js.map