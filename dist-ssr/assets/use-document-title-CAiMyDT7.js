import { useEffect } from "react";
// src/lib/use-document-title.ts
var SITE = "راسته";
/** «عنوان | راسته» in the tab and history; the bare site name when there is no title yet. */
function documentTitle(title) {
	const trimmed = title?.trim();
	return trimmed && trimmed !== SITE ? `${trimmed} | ${SITE}` : SITE;
}
/** Sets the document title while the page is shown. */
function useDocumentTitle(title) {
	useEffect(() => {
		document.title = documentTitle(title);
	}, [title]);
}
export { useDocumentTitle as t };

//# sourceMappingURL=use-document-title-CAiMyDT7.js.map