import { t as LoginScreen } from "./login-screen-BC3zts-M.js";
import { r as returnToFromSearch } from "./return-to-C1iiRB1f.js";
import { W as Route } from "../entry-server.js";
import { jsx } from "react/jsx-runtime";
// src/routes/_public/login.tsx?tsr-split=component
function LoginPage() {
	return /* @__PURE__ */ jsx(LoginScreen, { returnTo: returnToFromSearch(Route.useSearch()) });
}
export { LoginPage as component };

//# sourceMappingURL=login-CUX9OXzl.js.map