import { o as unwrap } from "./sdk-Dju50_5D.js";
import { i as safeReturnTo } from "./return-to-C1iiRB1f.js";
import { c as tokenStore, n as api } from "./api-DZa6-Wrr.js";
import { lt as profileKeys } from "../entry-server.js";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
// src/api/auth.ts
function requestCode(flow, phone) {
	const body = { phone };
	return unwrap(flow === "seller" ? api.POST("/auth/register/request", { body }) : api.POST("/auth/otp/request", { body }));
}
function verifyCode(flow, input) {
	const body = input.name ? input : {
		phone: input.phone,
		code: input.code
	};
	return unwrap(flow === "seller" ? api.POST("/auth/register/verify", { body }) : api.POST("/auth/otp/verify", { body }));
}
/** Ends the session on the server (with the refresh token when there is one). */
function endSession(refreshToken) {
	return unwrap(api.POST("/auth/logout", { params: { query: refreshToken ? { refresh_token: refreshToken } : {} } }));
}
function passwordLogin(input) {
	return unwrap(api.POST("/auth/login", { body: input }));
}
/** Keep the tokens, refresh the profile and continue to a same-site returnTo (else '/'). */
function useCompleteSignIn() {
	const queryClient = useQueryClient();
	const navigate = useNavigate();
	return useCallback(async (pair, returnTo) => {
		tokenStore.setTokens({
			access_token: pair.access_token,
			refresh_token: pair.refresh_token
		});
		queryClient.setQueryData(profileKeys.all, pair.user);
		queryClient.invalidateQueries({ queryKey: profileKeys.all });
		await navigate({
			href: safeReturnTo(returnTo),
			replace: true
		});
	}, [queryClient, navigate]);
}
export { verifyCode as a, useCompleteSignIn as i, passwordLogin as n, requestCode as r, endSession as t };

//# sourceMappingURL=auth-Ccly4I5l.js.map