import { useCallback, useState } from "react";
// src/lib/use-shown-errors.ts
/**
* When a form shows its fields' messages (issue 11): a field's message appears once the user has
* left that field or tried to submit, never on a form just opened. `current` is what the rules
* say about the values now (recomputed on every render), so a shown message follows the typing.
*
*   const shown = useShownErrors({ phone: validationMessage(phoneSchema, phone) })
*   <Field.Root invalid={Boolean(shown.error('phone'))}> <Field.Input onBlur={shown.blur('phone')} />
*   onSubmit: if (!shown.submit()) return
*/
function useShownErrors(current) {
	const [left, setLeft] = useState(() => /* @__PURE__ */ new Set());
	const [submitted, setSubmitted] = useState(false);
	return {
		/** The field's message, once it may be shown; else null. */
		error: (field) => submitted || left.has(field) ? current[field] || null : null,
		/** onBlur for the field's control. */
		blur: useCallback((field) => () => setLeft((prev) => prev.has(field) ? prev : new Set(prev).add(field)), []),
		/** For the submit handler: shows every message; true when there is none. */
		submit: () => {
			setSubmitted(true);
			return Object.values(current).every((message) => !message);
		},
		/** A fresh form again (after a save that clears the values). */
		reset: () => {
			setLeft(/* @__PURE__ */ new Set());
			setSubmitted(false);
		}
	};
}
export { useShownErrors as t };

//# sourceMappingURL=use-shown-errors-CRhnMJNL.js.map