// src/routes/enamad-verification.tsx?tsr-split=component
var SplitComponent = () => null;
export { SplitComponent as component };

//# sourceMappingURL=enamad-verification-wuR2ILNY.js.map