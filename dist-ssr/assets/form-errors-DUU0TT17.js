import { n as DEFAULT_ERROR_DETAIL, t as ApiError } from "./sdk-Dju50_5D.js";
import * as v from "valibot";
// src/lib/form-errors.ts
var WHERE = /^(body|query|querystring|params|headers)\.?/;
/** 'body.phone' → 'phone', 'body.items.0.quantity' → 'items.0.quantity', 'body' → '' */
function formFieldOf(serverField) {
	return serverField.replace(WHERE, "");
}
/**
* A failed submit's messages, for a form whose fields are `fields`. A server field nested below a
* form field ('address.city' when the form has 'address') is shown on that field.
*/
function serverErrors(error, fields) {
	if (!(error instanceof ApiError)) return {
		fields: {},
		form: DEFAULT_ERROR_DETAIL
	};
	if (error.status !== 422 || !error.errors?.length) return {
		fields: {},
		form: error.detail || "خطایی رخ داده است"
	};
	const out = {};
	const elsewhere = [];
	for (const { field, message } of error.errors) {
		const path = formFieldOf(field);
		const target = fields.includes(path) ? path : fields.find((name) => path.startsWith(`${name}.`));
		if (target === void 0) elsewhere.push(message);
		else out[target] ??= message;
	}
	return {
		fields: out,
		form: elsewhere.length ? error.detail : null
	};
}
/** The first message of valibot's issues for each field (by dot path); {} when the values pass. */
function validationMessages(schema, values) {
	const result = v.safeParse(schema, values);
	if (result.success) return {};
	const out = {};
	for (const issue of result.issues) {
		const path = v.getDotPath(issue) ?? "";
		out[path] ??= issue.message;
	}
	return out;
}
export { validationMessages as n, serverErrors as t };

//# sourceMappingURL=form-errors-DUU0TT17.js.map