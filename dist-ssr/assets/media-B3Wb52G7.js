// src/lib/media.ts
var PLACEHOLDER_IMAGE = "/media/placeholder.webp";
/** A product's displayed image: the primary image, else the first, else the placeholder. */
function displayedImage(images) {
	if (!images?.length) return PLACEHOLDER_IMAGE;
	return (images.find((image) => image.is_primary) ?? images[0]).url;
}
/** A URL, or the placeholder when there is none. */
function imageOrPlaceholder(url) {
	return url || "/media/placeholder.webp";
}
export { displayedImage as n, imageOrPlaceholder as r, PLACEHOLDER_IMAGE as t };

//# sourceMappingURL=media-B3Wb52G7.js.map