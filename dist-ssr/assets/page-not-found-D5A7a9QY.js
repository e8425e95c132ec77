import { pt as NotFound } from "../entry-server.js";
import { jsx } from "react/jsx-runtime";
// src/app/layout/page-not-found.tsx
/** The not-found page for a storefront address whose product, category or post does not exist. */
function PageNotFound() {
	return /* @__PURE__ */ jsx(NotFound, {});
}
export { PageNotFound as t };

//# sourceMappingURL=page-not-found-D5A7a9QY.js.map