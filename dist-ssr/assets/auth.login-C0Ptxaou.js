import { t as LoginScreen } from "./login-screen-BC3zts-M.js";
import { r as returnToFromSearch } from "./return-to-C1iiRB1f.js";
import { z as Route } from "../entry-server.js";
import { jsx } from "react/jsx-runtime";
// src/routes/_public/auth.login.tsx?tsr-split=component
function AuthLoginPage() {
	return /* @__PURE__ */ jsx(LoginScreen, { returnTo: returnToFromSearch(Route.useSearch()) });
}
export { AuthLoginPage as component };

//# sourceMappingURL=auth.login-C0Ptxaou.js.map