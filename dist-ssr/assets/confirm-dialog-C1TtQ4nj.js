import { a as Footer, c as Title, i as Description, o as Positioner, r as Content, s as Root, t as Backdrop, u as dialog } from "./dialog-BlKrbP0u.js";
import "./sdk-Dju50_5D.js";
import { t as errorDetail } from "./errors-BJLin2ZF.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { ft as Spinner } from "../entry-server.js";
import { useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { Portal } from "@ark-ui/react/portal";
// src/ui/confirm-dialog.tsx
/**
* Asks before an action (role alertdialog, so readers announce it at once; focus starts on
* cancel, the safe choice). While the action runs both buttons wait and the dialog cannot be
* dismissed; a failure is shown in the dialog with the server's message, and it stays open.
*/
function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, cancelLabel = "انصراف", destructive = false, children, onConfirm }) {
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState(null);
	const classes = dialog();
	const change = (next) => {
		if (busy) return;
		setError(null);
		onOpenChange(next);
	};
	const confirm = async () => {
		setBusy(true);
		setError(null);
		try {
			await onConfirm();
			setBusy(false);
			onOpenChange(false);
		} catch (caught) {
			setBusy(false);
			setError(errorDetail(caught) ?? "خطایی رخ داده است");
		}
	};
	return /* @__PURE__ */ jsx(Root, {
		open,
		onOpenChange: (details) => change(details.open),
		role: "alertdialog",
		closeOnEscape: !busy,
		closeOnInteractOutside: !busy,
		initialFocusEl: () => document.querySelector("[data-confirm-cancel]"),
		children: /* @__PURE__ */ jsxs(Portal, { children: [/* @__PURE__ */ jsx(Backdrop, {}), /* @__PURE__ */ jsx(Positioner, { children: /* @__PURE__ */ jsxs(Content, {
			"aria-busy": busy,
			children: [
				/* @__PURE__ */ jsx(Title, { children: title }),
				description ? /* @__PURE__ */ jsx(Description, { children: description }) : null,
				children,
				error ? /* @__PURE__ */ jsx("p", {
					role: "alert",
					className: classes.error,
					children: error
				}) : null,
				/* @__PURE__ */ jsxs(Footer, { children: [/* @__PURE__ */ jsx(Button, {
					variant: "outline",
					"data-confirm-cancel": "",
					disabled: busy,
					onClick: () => change(false),
					children: cancelLabel
				}), /* @__PURE__ */ jsxs(Button, {
					variant: destructive ? "danger" : "solid",
					disabled: busy,
					onClick: confirm,
					children: [busy ? /* @__PURE__ */ jsx(Spinner, {}) : null, confirmLabel]
				})] })
			]
		}) })] })
	});
}
export { ConfirmDialog as t };

//# sourceMappingURL=confirm-dialog-C1TtQ4nj.js.map