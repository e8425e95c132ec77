// sdk/rules/digits.ts
var PERSIAN_ZERO = 1776;
var ARABIC_ZERO = 1632;
/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits become Latin; everything else is kept. */
function toLatinDigits(value) {
	return value.replace(/[۰-۹٠-٩]/g, (digit) => {
		const code = digit.charCodeAt(0);
		return String(code - (code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_ZERO));
	});
}
/** Latin and Arabic-Indic digits become Persian. */
function toPersianDigits(value) {
	return toLatinDigits(String(value)).replace(/[0-9]/g, (digit) => String.fromCharCode(PERSIAN_ZERO + Number(digit)));
}
/** A number as typed (a phone, a postal code): Latin digits, without the spaces, dashes, dots and parentheses people put inside. */
function typedDigits(value) {
	return toLatinDigits(value).replace(/[\s\-().]/g, "");
}
var GROUP_SEPARATOR = "٬";
var numberFormat;
var PLAIN_NUMBER = /^(\d{1,15})(?:\.(\d{1,3}))?$/;
var THOUSANDS = /\B(?=(\d{3})+$)/g;
/** 18900000 → '۱۸٬۹۰۰٬۰۰۰', 1.5 → '۱٫۵' */
function formatNumber(value) {
	const plain = value > 0 || Object.is(value, 0) ? PLAIN_NUMBER.exec(String(value)) : null;
	if (!plain) {
		numberFormat ??= new Intl.NumberFormat("fa-IR");
		return numberFormat.format(value);
	}
	const whole = toPersianDigits(plain[1].replace(THOUSANDS, GROUP_SEPARATOR));
	return plain[2] ? `${whole}٫${toPersianDigits(plain[2])}` : whole;
}
// src/lib/jalali.ts
var JALALI_MONTHS = [
	"فروردین",
	"اردیبهشت",
	"خرداد",
	"تیر",
	"مرداد",
	"شهریور",
	"مهر",
	"آبان",
	"آذر",
	"دی",
	"بهمن",
	"اسفند"
];
/** Saturday first, as an Iranian calendar prints them. */
var WEEKDAYS = [
	"شنبه",
	"یک‌شنبه",
	"دوشنبه",
	"سه‌شنبه",
	"چهارشنبه",
	"پنج‌شنبه",
	"جمعه"
];
var WEEKDAYS_SHORT = [
	"ش",
	"ی",
	"د",
	"س",
	"چ",
	"پ",
	"ج"
];
/** Gregorian → Jalali. */
function toJalali(gy, gm, gd) {
	const monthStarts = [
		0,
		31,
		59,
		90,
		120,
		151,
		181,
		212,
		243,
		273,
		304,
		334
	];
	const gy2 = gm > 2 ? gy + 1 : gy;
	let days = 355666 + 365 * gy + Math.floor((gy2 + 3) / 4) - Math.floor((gy2 + 99) / 100) + Math.floor((gy2 + 399) / 400) + gd + monthStarts[gm - 1];
	let jy = -1595 + 33 * Math.floor(days / 12053);
	days %= 12053;
	jy += 4 * Math.floor(days / 1461);
	days %= 1461;
	if (days > 365) {
		jy += Math.floor((days - 1) / 365);
		days = (days - 1) % 365;
	}
	return days < 186 ? [
		jy,
		1 + Math.floor(days / 31),
		1 + days % 31
	] : [
		jy,
		7 + Math.floor((days - 186) / 30),
		1 + (days - 186) % 30
	];
}
/** Jalali → Gregorian. */
function toGregorian(jy, jm, jd) {
	const year = jy + 1595;
	let days = -355668 + 365 * year + Math.floor(year / 33) * 8 + Math.floor((year % 33 + 3) / 4) + jd + (jm < 7 ? (jm - 1) * 31 : (jm - 7) * 30 + 186);
	let gy = 400 * Math.floor(days / 146097);
	days %= 146097;
	if (days > 36524) {
		days--;
		gy += 100 * Math.floor(days / 36524);
		days %= 36524;
		if (days >= 365) days++;
	}
	gy += 4 * Math.floor(days / 1461);
	days %= 1461;
	if (days > 365) {
		gy += Math.floor((days - 1) / 365);
		days = (days - 1) % 365;
	}
	let gd = days + 1;
	const lengths = [
		31,
		gy % 4 === 0 && gy % 100 !== 0 || gy % 400 === 0 ? 29 : 28,
		31,
		30,
		31,
		30,
		31,
		31,
		30,
		31,
		30,
		31
	];
	let gm = 0;
	while (gm < 12 && gd > lengths[gm]) gd -= lengths[gm++];
	return [
		gy,
		gm + 1,
		gd
	];
}
/** Days in a Jalali month: 31 for the first six, 30 for the next five, 29 or 30 for Esfand. */
function jalaliMonthLength(jy, jm) {
	if (jm <= 6) return 31;
	if (jm <= 11) return 30;
	return toJalali(...toGregorian(jy, 12, 30))[1] === 12 ? 30 : 29;
}
var pad = (value, width = 2) => String(value).padStart(width, "0");
/** [2024, 3, 20] → '2024-03-20' */
function isoDate([y, m, d]) {
	return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}
/** '2024-03-20' → the Jalali day [1403, 1, 1]; null for anything that is not such a date. */
function jalaliOfIso(date) {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
	if (!match) return null;
	const [y, m, d] = [
		Number(match[1]),
		Number(match[2]),
		Number(match[3])
	];
	const check = new Date(Date.UTC(y, m - 1, d));
	if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
	return toJalali(y, m, d);
}
/** The Jalali day [1403, 1, 1] → '2024-03-20'. */
function isoOfJalali(jy, jm, jd) {
	return isoDate(toGregorian(jy, jm, jd));
}
var TEHRAN_OFFSET_MS$1 = 126e5;
var DAY_MS = 864e5;
/** The Tehran calendar day of a moment, as '2024-03-20'. */
function tehranDate(moment) {
	return new Date(new Date(moment).getTime() + TEHRAN_OFFSET_MS$1).toISOString().slice(0, 10);
}
/** When a Tehran day begins, as the API's timestamp: '2024-03-20' → '2024-03-19T20:30:00.000Z'. */
function dayStartTimestamp(date) {
	return (/* @__PURE__ */ new Date(Date.parse(`${date}T00:00:00Z`) - TEHRAN_OFFSET_MS$1)).toISOString();
}
/** When a Tehran day ends (the next day's start): for "created before" filters that include the day. */
function dayEndTimestamp(date) {
	return (/* @__PURE__ */ new Date(Date.parse(`${date}T00:00:00Z`) - TEHRAN_OFFSET_MS$1 + DAY_MS)).toISOString();
}
/** A date or a timestamp as the Tehran day it falls on ('' when empty or unreadable). */
function toDateValue(value) {
	if (!value) return "";
	if (jalaliOfIso(value)) return value;
	const time = Date.parse(value);
	return Number.isNaN(time) ? "" : tehranDate(time);
}
/** Saturday = 0 … Friday = 6. */
function weekdayIndex(date) {
	return ((/* @__PURE__ */ new Date(`${date}T00:00:00Z`)).getUTCDay() + 1) % 7;
}
/** A Jalali month as whole weeks (Saturday to Friday), padded with the neighbouring months' days. */
function monthGrid(jy, jm) {
	const first = isoOfJalali(jy, jm, 1);
	const firstTime = Date.parse(`${first}T00:00:00Z`);
	const lead = weekdayIndex(first);
	const cells = Math.ceil((lead + jalaliMonthLength(jy, jm)) / 7) * 7;
	const weeks = [];
	for (let i = 0; i < cells; i++) {
		const date = new Date(firstTime + (i - lead) * DAY_MS).toISOString().slice(0, 10);
		const jalali = jalaliOfIso(date);
		if (i % 7 === 0) weeks.push([]);
		weeks[weeks.length - 1].push({
			date,
			jalali,
			inMonth: jalali[1] === jm
		});
	}
	return weeks;
}
/** The month before or after: addMonths([1403, 1], -1) → [1402, 12]. */
function addMonths([jy, jm], count) {
	const index = jy * 12 + (jm - 1) + count;
	return [Math.floor(index / 12), index % 12 + 1];
}
/** Moves a day by whole days (keyboard navigation in the grid). */
function addDays(date, count) {
	return new Date(Date.parse(`${date}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}
/**
* Where a key moves the focused day of a right-to-left month grid (the WAI-ARIA date grid
* keys): ArrowLeft is the next day, ArrowRight the previous one, Up/Down a week, PageUp/PageDown
* a month (a year with Shift, keeping the day where the month has it), Home/End the week's
* Saturday/Friday. null for any other key.
*/
function dayAfterKey(key, date, shift = false) {
	switch (key) {
		case "ArrowLeft": return addDays(date, 1);
		case "ArrowRight": return addDays(date, -1);
		case "ArrowDown": return addDays(date, 7);
		case "ArrowUp": return addDays(date, -7);
		case "PageDown":
		case "PageUp": {
			const [jy, jm, jd] = jalaliOfIso(date) ?? [
				0,
				0,
				0
			];
			const [y, m] = addMonths([jy, jm], (key === "PageDown" ? 1 : -1) * (shift ? 12 : 1));
			return isoOfJalali(y, m, Math.min(jd, jalaliMonthLength(y, m)));
		}
		case "Home": return addDays(date, -weekdayIndex(date));
		case "End": return addDays(date, 6 - weekdayIndex(date));
		default: return null;
	}
}
// src/lib/fa.ts
var TEHRAN = "Asia/Tehran";
/** 18900000 → '۱۸٬۹۰۰٬۰۰۰ تومان'; a missing price shows as zero. */
function formatPrice(value) {
	return `${formatNumber(value ?? 0)} تومان`;
}
var TEHRAN_OFFSET_MS = 126e5;
var NO_DST_SINCE = Date.UTC(2022, 8, 21, 20, 30);
var DATE_TIME_OPTIONS = {
	hour: "2-digit",
	minute: "2-digit",
	hourCycle: "h23"
};
var pad2 = (value) => toPersianDigits(String(value).padStart(2, "0"));
/** '۱ فروردین ۱۴۰۴' (and ' ساعت ۱۵:۳۰' with the time), or undefined where Intl must answer. */
function spellJalali(date, withTime) {
	const time = date.getTime();
	if (!(time >= NO_DST_SINCE)) return void 0;
	const tehran = new Date(time + TEHRAN_OFFSET_MS);
	const [year, month, day] = toJalali(tehran.getUTCFullYear(), tehran.getUTCMonth() + 1, tehran.getUTCDate());
	const text = `${toPersianDigits(day)} ${JALALI_MONTHS[month - 1]} ${toPersianDigits(year)}`;
	return withTime ? `${text} ساعت ${pad2(tehran.getUTCHours())}:${pad2(tehran.getUTCMinutes())}` : text;
}
var dateFormats = /* @__PURE__ */ new Map();
/** Intl's answer, for any options (also what the spelt-out forms are tested against). */
function intlFormatDate(value, options = {}) {
	const key = JSON.stringify(options);
	let format = dateFormats.get(key);
	if (!format) {
		format = new Intl.DateTimeFormat("fa-IR-u-ca-persian", {
			year: "numeric",
			month: "long",
			day: "numeric",
			timeZone: TEHRAN,
			...options
		});
		dateFormats.set(key, format);
	}
	return format.format(new Date(value));
}
/** A Jalali date such as '۱ فروردین ۱۴۰۴', in Tehran time. */
function formatDate(value, options) {
	return (options === void 0 ? spellJalali(new Date(value), false) : void 0) ?? intlFormatDate(value, options);
}
/** A Jalali date with the time of day, e.g. '۱ فروردین ۱۴۰۴ ساعت ۱۵:۳۰'. */
function formatDateTime(value) {
	return spellJalali(new Date(value), true) ?? intlFormatDate(value, DATE_TIME_OPTIONS);
}
var SEPARATORS = /[,٬،\s]/g;
function toNumberOrNull(value) {
	if (typeof value === "number") return Number.isFinite(value) ? value : null;
	if (value == null) return null;
	const cleaned = toLatinDigits(value).replace(SEPARATORS, "").replace("٫", ".");
	if (cleaned === "") return null;
	const parsed = Number(cleaned);
	return Number.isFinite(parsed) ? parsed : null;
}
/** Parse a formatted number input ('۱٬۲۰۰', '1,200'): separators are dropped; empty or non-numeric gives 0. */
function parseNumberInput(value) {
	return toNumberOrNull(value) ?? 0;
}
/** What a number input shows: Persian digits with separators, or '' for empty or non-numeric input. */
function formatNumberInput(value) {
	const parsed = toNumberOrNull(value);
	return parsed === null ? "" : formatNumber(parsed);
}
/** A one-time code typed in any digit script, reduced to its Latin digits. */
function normalizeOtpCode(value) {
	return toLatinDigits(value).replace(/\D/g, "");
}
var ALPHABET = "آاأإبپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی";
var SAME_LETTER = {
	ك: "ک",
	ي: "ی",
	ى: "ی",
	ئ: "ی",
	ة: "ه",
	ؤ: "و"
};
var LETTER_RANK = new Map([...ALPHABET].map((letter, i) => [letter, 2e3 + i]));
function rank(char) {
	const letter = SAME_LETTER[char] ?? char;
	const persian = LETTER_RANK.get(letter);
	if (persian !== void 0) return persian;
	const code = toLatinDigits(letter).toLowerCase().charCodeAt(0);
	if (code >= 48 && code <= 57) return 1e3 + code;
	if (code >= 97 && code <= 122) return 3e3 + code;
	return code < 128 ? code : 4e3 + code;
}
/** Compares two names in Persian alphabetical order (for Array.prototype.sort). */
function comparePersian(a, b) {
	const left = a.replace(/\u200c/g, "");
	const right = b.replace(/\u200c/g, "");
	for (let i = 0; i < Math.min(left.length, right.length); i++) {
		const difference = rank(left[i]) - rank(right[i]);
		if (difference !== 0) return difference;
	}
	return left.length - right.length || (a < b ? -1 : a > b ? 1 : 0);
}
export { toDateValue as _, formatPrice as a, toPersianDigits as b, JALALI_MONTHS as c, dayAfterKey as d, dayEndTimestamp as f, tehranDate as g, monthGrid as h, formatNumberInput as i, WEEKDAYS as l, jalaliOfIso as m, formatDate as n, normalizeOtpCode as o, dayStartTimestamp as p, formatDateTime as r, parseNumberInput as s, comparePersian as t, WEEKDAYS_SHORT as u, formatNumber as v, typedDigits as x, toLatinDigits as y };

//# sourceMappingURL=fa-B46h81DH.js.map