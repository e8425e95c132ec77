import { n as normalizeText } from "./text-Dg7pP3m7.js";
import { b as toPersianDigits } from "./fa-B46h81DH.js";
// sdk/rules/courier.ts
/** Whether a store whose courier serves `courierCity` (null: no courier city) delivers to `city`. */
function courierDelivers(courierCity, city) {
	if (!courierCity || !city) return false;
	return normalizeText(courierCity) === normalizeText(city);
}
// src/lib/shipping-rules.ts
var SHIPPING_METHODS = [
	"post_pishtaz",
	"tipax",
	"courier"
];
/**
* A store's enabled methods for an address city. The courier serves only the store's courier
* city, as the server checks at checkout; elsewhere it is shown disabled with the reason.
*/
function methodChoices(shipping, city) {
	return shipping.methods.filter((option) => option.enabled).sort((a, b) => SHIPPING_METHODS.indexOf(a.method) - SHIPPING_METHODS.indexOf(b.method)).map((option) => {
		if (option.method !== "courier") return {
			option,
			available: true,
			reason: null
		};
		if (!shipping.courier_city) return {
			option,
			available: false,
			reason: "پیک این فروشگاه فعلا فعال نیست"
		};
		if (!city) return {
			option,
			available: false,
			reason: "برای ارسال با پیک ابتدا نشانی را انتخاب کنید"
		};
		return courierDelivers(shipping.courier_city, city) ? {
			option,
			available: true,
			reason: null
		} : {
			option,
			available: false,
			reason: `پیک فقط در شهر ${shipping.courier_city} تحویل می‌دهد`
		};
	});
}
/** The wanted method when it can be used; otherwise the cheapest available (then the fastest). */
function resolveMethod(choices, wanted) {
	const available = choices.filter((choice) => choice.available);
	if (wanted && available.some((choice) => choice.option.method === wanted)) return wanted;
	return [...available].sort((a, b) => a.option.fee - b.option.fee || a.option.estimated_days_max - b.option.estimated_days_max)[0]?.option.method ?? null;
}
/** «۲ تا ۵ روز کاری», «۳ روز کاری», «تا ۱ روز کاری» or «همان روز». */
function estimateLabel(min, max) {
	const high = Math.max(min, max);
	if (high === 0) return "همان روز";
	if (min === 0) return `تا ${toPersianDigits(high)} روز کاری`;
	if (min === high) return `${toPersianDigits(high)} روز کاری`;
	return `${toPersianDigits(min)} تا ${toPersianDigits(high)} روز کاری`;
}
export { resolveMethod as i, estimateLabel as n, methodChoices as r, SHIPPING_METHODS as t };

//# sourceMappingURL=shipping-rules-1wqba-BN.js.map