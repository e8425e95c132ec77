import { n as validationMessages, t as serverErrors } from "./form-errors-DUU0TT17.js";
import { t as useShownErrors } from "./use-shown-errors-CRhnMJNL.js";
import { useCallback, useState } from "react";
import * as v from "valibot";
// src/lib/use-api-form.ts
/**
* One form on valibot for the panels: values, the schema's messages shown by the rules of
* useShownErrors, the submit state, and the server's answer mapped onto the form (422 field
* errors on their fields until the field is edited, anything else as one form-level message).
*
*   const form = useApiForm({ schema, initialValues: { title: '' }, onSubmit: (values) => save(values) })
*   <form onSubmit={form.handleSubmit} noValidate>
*     <Field.Root invalid={Boolean(form.error('title'))}>
*       <Field.Input value={form.values.title} onChange={(e) => form.setValue('title', e.target.value)}
*         onBlur={form.blur('title')} />
*       <Field.ErrorText>{form.error('title')}</Field.ErrorText>
*     </Field.Root>
*     {form.formError ? <p role="alert">{form.formError}</p> : null}
*     <Button type="submit" disabled={form.submitting}>ذخیره</Button>
*/
function useApiForm({ schema, initialValues, onSubmit }) {
	const [values, setValues] = useState(initialValues);
	const [server, setServer] = useState({});
	const [formError, setFormError] = useState(null);
	const [submitting, setSubmitting] = useState(false);
	const rules = validationMessages(schema, values);
	const shown = useShownErrors(rules);
	const setValue = useCallback((name, value) => {
		setValues((prev) => ({
			...prev,
			[name]: value
		}));
		setServer((prev) => {
			if (!(name in prev)) return prev;
			const { [name]: _, ...rest } = prev;
			return rest;
		});
	}, []);
	const handleSubmit = async (event) => {
		event?.preventDefault();
		if (submitting) return;
		setFormError(null);
		setServer({});
		const parsed = v.safeParse(schema, values);
		if (!shown.submit() || !parsed.success) return;
		setSubmitting(true);
		try {
			await onSubmit(parsed.output);
		} catch (error) {
			const mapped = serverErrors(error, Object.keys(values));
			setServer(mapped.fields);
			setFormError(mapped.form);
		} finally {
			setSubmitting(false);
		}
	};
	return {
		values,
		setValue,
		/** The message to show on a field (a top-level name, or a dot path such as address.city) now: the server's first, then the schema's; else null */
		error: (name) => server[name] ?? shown.error(name),
		/** onBlur for a field's control */
		blur: (name) => shown.blur(name),
		formError,
		submitting,
		handleSubmit,
		/** Fresh values (after a save), messages hidden again */
		reset: (next = initialValues) => {
			setValues(next);
			setServer({});
			setFormError(null);
			shown.reset();
		}
	};
}
export { useApiForm as t };

//# sourceMappingURL=use-api-form-X9a_rKFE.js.map