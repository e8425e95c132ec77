import { t as ApiError } from "./sdk-Dju50_5D.js";
import { notFound } from "@tanstack/react-router";
// src/lib/or-not-found.ts
/** A loader's read whose 404 means «no such page»: the route shows the not-found page instead. */
async function orNotFound(read) {
	try {
		return await read;
	} catch (error) {
		if (error instanceof ApiError && (error.status === 404 || error.status === 422)) throw notFound();
		throw error;
	}
}
/** A positive integer from a path segment, or the not-found page. */
function idParam(value) {
	const id = Number(value);
	if (!/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1) throw notFound();
	return id;
}
export { orNotFound as n, idParam as t };

//# sourceMappingURL=or-not-found-DfHxz7r2.js.map