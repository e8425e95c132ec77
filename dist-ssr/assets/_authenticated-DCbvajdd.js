import { Outlet } from "@tanstack/react-router";
// src/routes/_public/_authenticated.tsx?tsr-split=component
var SplitComponent = Outlet;
export { SplitComponent as component };

//# sourceMappingURL=_authenticated-DCbvajdd.js.map