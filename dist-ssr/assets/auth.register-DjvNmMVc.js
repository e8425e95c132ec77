import { t as SellerSignup } from "./seller-signup-B9ksjVfq.js";
// src/routes/_public/auth.register.tsx?tsr-split=component
var SplitComponent = SellerSignup;
export { SplitComponent as component };

//# sourceMappingURL=auth.register-DjvNmMVc.js.map