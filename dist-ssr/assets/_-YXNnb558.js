import { pt as NotFound } from "../entry-server.js";
// src/routes/_public/$.tsx?tsr-split=component
var SplitComponent = NotFound;
export { SplitComponent as component };

//# sourceMappingURL=_-YXNnb558.js.map