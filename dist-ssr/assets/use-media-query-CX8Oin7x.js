import { useSyncExternalStore } from "react";
// src/lib/use-media-query.ts
/** Whether a media query matches now, kept current (false where there is no window). */
function useMediaQuery(query) {
	return useSyncExternalStore((onChange) => {
		const list = window.matchMedia(query);
		list.addEventListener("change", onChange);
		return () => list.removeEventListener("change", onChange);
	}, () => window.matchMedia(query).matches, () => false);
}
export { useMediaQuery as t };

//# sourceMappingURL=use-media-query-CX8Oin7x.js.map