import { r as imageOrPlaceholder, t as PLACEHOLDER_IMAGE } from "./media-B3Wb52G7.js";
import { useState } from "react";
import { jsx } from "react/jsx-runtime";
// src/ui/app-image.tsx
/** An image from the server that falls back to the local placeholder when missing or broken. */
function AppImage({ src, alt, loading = "lazy", ...props }) {
	const wanted = imageOrPlaceholder(src);
	const [failed, setFailed] = useState(null);
	const shown = failed === wanted ? PLACEHOLDER_IMAGE : wanted;
	return /* @__PURE__ */ jsx("img", {
		src: shown,
		alt,
		loading,
		decoding: "async",
		onError: () => shown !== "/media/placeholder.webp" && setFailed(wanted),
		...props
	});
}
export { AppImage as t };

//# sourceMappingURL=app-image-BPRRkvdV.js.map