import { Outlet } from "@tanstack/react-router";
// src/routes/_authenticated.tsx?tsr-split=component
var SplitComponent = Outlet;
export { SplitComponent as component };

//# sourceMappingURL=_authenticated-C_c3_RE9.js.map