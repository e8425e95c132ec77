import { t as SellerSignup } from "./seller-signup-B9ksjVfq.js";
// src/routes/_public/register-store.tsx?tsr-split=component
var SplitComponent = SellerSignup;
export { SplitComponent as component };

//# sourceMappingURL=register-store-Du6iU0h8.js.map