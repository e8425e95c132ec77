import { i as hasSession } from "./api-DZa6-Wrr.js";
import { r as returnToFromSearch } from "./return-to-C1iiRB1f.js";
import { redirect } from "@tanstack/react-router";
// src/app/session/login-route.ts
/** Someone already signed in who opens a sign-in screen goes straight on to returnTo. */
function skipWhenSignedIn({ search }) {
	if (hasSession()) throw redirect({
		href: returnToFromSearch(search),
		replace: true
	});
}
export { skipWhenSignedIn as t };

//# sourceMappingURL=login-route-zyNz4zvh.js.map