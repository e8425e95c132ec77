import { t as AdminFilterAddPage } from "./filter-pages-DAw3NcNA.js";
// src/routes/_authenticated/_admin/admin/filters.add.tsx?tsr-split=component
var SplitComponent = AdminFilterAddPage;
export { SplitComponent as component };

//# sourceMappingURL=filters.add-CIBup7eW.js.map