import { y as toLatinDigits } from "./fa-B46h81DH.js";
// sdk/rules/text.ts
/** Arabic ي/ى and ك as the Persian letters. */
var persianLetters = (value) => value.replace(/[يى]/g, "ی").replace(/ك/g, "ک");
/** Harakat, tanwin, superscript alef and tatweel removed. */
var withoutMarks = (value) => value.replace(/\p{Mn}/gu, "").replace(/\u0640/g, "");
/**
* Text for storing and matching: Arabic ي/ك → ی/ک, ۀ/ة → ه, diacritics and tatweel removed,
* digits Latin, ZWNJ and runs of spaces folded to one space, lower case. (Displayed text keeps its ZWNJ.)
*/
function normalizeText(input) {
	return withoutMarks(persianLetters(toLatinDigits(input)).replace(/[ۀة]/g, "ه")).replace(/(?:\u200C|\u200D|\s)+/g, " ").trim().toLowerCase();
}
/** Free text as stored: Arabic ي/ك as Persian, Latin digits, runs of spaces folded, trimmed (ZWNJ kept). */
function cleanText(value) {
	return persianLetters(toLatinDigits(value)).replace(/\s+/g, " ").trim();
}
export { normalizeText as n, cleanText as t };

//# sourceMappingURL=text-Dg7pP3m7.js.map