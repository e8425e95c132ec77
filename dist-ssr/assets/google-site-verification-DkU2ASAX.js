// src/routes/google-site-verification.tsx?tsr-split=component
var SplitComponent = () => null;
export { SplitComponent as component };

//# sourceMappingURL=google-site-verification-DkU2ASAX.js.map