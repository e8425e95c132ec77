import { a as cx, f as getSlotCompoundVariant, g as splitProps, l as compact, p as memo$1 } from "./css-BNi8J5P3.js";
import { r as createRecipe } from "./button-BQVJ5_gf.js";
import { _ as toDateValue, b as toPersianDigits, c as JALALI_MONTHS, d as dayAfterKey, g as tehranDate, h as monthGrid, l as WEEKDAYS, m as jalaliOfIso, u as WEEKDAYS_SHORT } from "./fa-B46h81DH.js";
import { n as CloseIcon } from "./icons-G-AnJJZZ.js";
import { i as ChevronStartIcon, r as ChevronEndIcon, t as CalendarIcon } from "./kit-icons-_SQpM0q6.js";
import { useEffect, useId, useRef, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { Portal } from "@ark-ui/react/portal";
import { Popover } from "@ark-ui/react/popover";
// styled-system/recipes/date-picker.mjs
var datePickerDefaultVariants = {};
var datePickerCompoundVariants = [];
var datePickerSlotFns = /* @__PURE__ */ [
	["root", "date-picker__root"],
	["label", "date-picker__label"],
	["control", "date-picker__control"],
	["trigger", "date-picker__trigger"],
	["clearTrigger", "date-picker__clearTrigger"],
	["positioner", "date-picker__positioner"],
	["content", "date-picker__content"],
	["header", "date-picker__header"],
	["navButton", "date-picker__navButton"],
	["title", "date-picker__title"],
	["grid", "date-picker__grid"],
	["weekday", "date-picker__weekday"],
	["day", "date-picker__day"]
].map(([slotName, slotKey]) => [slotName, createRecipe(slotKey, datePickerDefaultVariants, getSlotCompoundVariant(datePickerCompoundVariants, slotName))]);
var datePickerFn = memo$1((props = {}) => {
	return Object.fromEntries(datePickerSlotFns.map(([slotName, slotFn]) => [slotName, slotFn.recipeFn(props)]));
});
var datePickerVariantKeys = [];
var getVariantProps = (variants) => ({
	...datePickerDefaultVariants,
	...compact(variants)
});
var datePicker = /* @__PURE__ */ Object.assign(datePickerFn, {
	__recipe__: false,
	__name__: "datePicker",
	raw: (props) => props,
	classNameMap: {},
	variantKeys: datePickerVariantKeys,
	variantMap: {},
	splitVariantProps(props) {
		return splitProps(props, datePickerVariantKeys);
	},
	getVariantProps
});
// src/ui/jalali-calendar.tsx
/** 'فروردین ۱۴۰۳' */
var monthTitle = (jy, jm) => `${JALALI_MONTHS[jm - 1]} ${toPersianDigits(jy)}`;
/** '۱ فروردین ۱۴۰۳' */
function spellDay(date) {
	const jalali = jalaliOfIso(date);
	return jalali ? `${toPersianDigits(jalali[2])} ${JALALI_MONTHS[jalali[1] - 1]} ${toPersianDigits(jalali[0])}` : "";
}
/**
* A Jalali month as a table of day buttons: one day in the tab order, arrow keys
* move by day and week (right to left: ArrowLeft is the next day), PageUp/PageDown by month,
* Home/End to the week's ends, Enter or Space chooses.
*/
function JalaliCalendar({ value, initialFocus, today, onSelect, min, max }) {
	const [focused, setFocused] = useState(initialFocus);
	const [jy, jm] = jalaliOfIso(focused) ?? [1403, 1];
	const grid = useRef(null);
	const moved = useRef(false);
	const classes = datePicker();
	const outOfRange = (date) => Boolean(min && date < min || max && date > max);
	useEffect(() => {
		if (!moved.current) return;
		grid.current?.querySelector(`[data-date="${focused}"]`)?.focus();
	}, [focused]);
	const move = (date) => {
		moved.current = true;
		setFocused(date);
	};
	const moveMonths = (count) => move(dayAfterKey(count < 0 ? "PageUp" : "PageDown", focused) ?? focused);
	const onKeyDown = (event) => {
		const next = dayAfterKey(event.key, focused, event.shiftKey);
		if (next === null) return;
		event.preventDefault();
		move(next);
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("div", {
		className: classes.header,
		children: [
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: classes.navButton,
				"aria-label": "ماه قبل",
				onClick: () => moveMonths(-1),
				children: /* @__PURE__ */ jsx(ChevronStartIcon, {})
			}),
			/* @__PURE__ */ jsx("span", {
				className: classes.title,
				"aria-live": "polite",
				children: monthTitle(jy, jm)
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: classes.navButton,
				"aria-label": "ماه بعد",
				onClick: () => moveMonths(1),
				children: /* @__PURE__ */ jsx(ChevronEndIcon, {})
			})
		]
	}), /* @__PURE__ */ jsxs("table", {
		ref: grid,
		"aria-label": monthTitle(jy, jm),
		className: classes.grid,
		children: [/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsx("tr", { children: WEEKDAYS_SHORT.map((short, i) => /* @__PURE__ */ jsx("th", {
			scope: "col",
			abbr: WEEKDAYS[i],
			className: classes.weekday,
			children: short
		}, short)) }) }), /* @__PURE__ */ jsx("tbody", { children: monthGrid(jy, jm).map((week) => /* @__PURE__ */ jsx("tr", { children: week.map(({ date, jalali, inMonth }) => /* @__PURE__ */ jsx("td", { children: /* @__PURE__ */ jsx("button", {
			type: "button",
			className: classes.day,
			"data-date": date,
			"data-outside": inMonth ? void 0 : "",
			"data-today": date === today ? "" : void 0,
			"data-selected": date === value ? "" : void 0,
			"aria-pressed": date === value,
			"aria-label": spellDay(date),
			"aria-current": date === today ? "date" : void 0,
			tabIndex: date === focused ? 0 : -1,
			disabled: outOfRange(date),
			onClick: () => onSelect(date),
			onKeyDown,
			children: toPersianDigits(jalali[2])
		}) }, date)) }, week[0].date)) })]
	})] });
}
// src/ui/date-picker.tsx
/**
* A date field with a Jalali calendar: Persian month names and digits, weeks from Saturday, right
* to left. The trigger shows the day spelt out ('۱ فروردین ۱۴۰۳'); a clear button empties it.
*/
function DatePicker({ label, value, onValueChange, placeholder = "انتخاب تاریخ", min, max, name, disabled, className }) {
	const [open, setOpen] = useState(false);
	const content = useRef(null);
	const labelId = useId();
	const classes = datePicker();
	const date = toDateValue(value);
	const today = tehranDate(Date.now());
	const choose = (next) => {
		onValueChange(next);
		setOpen(false);
	};
	return /* @__PURE__ */ jsxs("div", {
		className: cx(classes.root, className),
		children: [
			/* @__PURE__ */ jsx("span", {
				id: labelId,
				className: classes.label,
				children: label
			}),
			/* @__PURE__ */ jsxs(Popover.Root, {
				open,
				onOpenChange: (details) => setOpen(details.open),
				positioning: { placement: "bottom-start" },
				lazyMount: true,
				unmountOnExit: true,
				initialFocusEl: () => content.current?.querySelector("[data-date][tabindex=\"0\"]") ?? null,
				children: [/* @__PURE__ */ jsxs("div", {
					className: classes.control,
					children: [/* @__PURE__ */ jsxs(Popover.Trigger, {
						className: classes.trigger,
						disabled,
						"aria-labelledby": `${labelId} ${labelId}-value`,
						"data-placeholder-shown": date ? void 0 : "",
						children: [/* @__PURE__ */ jsx(CalendarIcon, {}), /* @__PURE__ */ jsx("span", {
							id: `${labelId}-value`,
							children: date ? spellDay(date) : placeholder
						})]
					}), date && !disabled ? /* @__PURE__ */ jsx("button", {
						type: "button",
						className: classes.clearTrigger,
						"aria-label": `پاک کردن ${label}`,
						onClick: () => onValueChange(""),
						children: /* @__PURE__ */ jsx(CloseIcon, {})
					}) : null]
				}), /* @__PURE__ */ jsx(Portal, { children: /* @__PURE__ */ jsx(Popover.Positioner, {
					className: classes.positioner,
					children: /* @__PURE__ */ jsx(Popover.Content, {
						ref: content,
						className: classes.content,
						"aria-labelledby": labelId,
						children: /* @__PURE__ */ jsx(JalaliCalendar, {
							value: date,
							initialFocus: date || (min && today < min ? min : max && today > max ? max : today),
							today,
							onSelect: choose,
							min,
							max
						})
					})
				}) })]
			}),
			name ? /* @__PURE__ */ jsx("input", {
				type: "hidden",
				name,
				value: date
			}) : null
		]
	});
}
export { DatePicker as t };

//# sourceMappingURL=date-picker-CEtYEgsH.js.map