import { i as hasSession, s as subscribeSession } from "./api-DZa6-Wrr.js";
import { useSyncExternalStore } from "react";
// src/app/session/use-session.ts
/** True while an access token is stored; re-renders on login, logout and changes in other tabs. */
function useLoggedIn() {
	return useSyncExternalStore(subscribeSession, hasSession, () => false);
}
export { useLoggedIn as t };

//# sourceMappingURL=use-session-BvXoFzGK.js.map