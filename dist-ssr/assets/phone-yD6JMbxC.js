import { x as typedDigits } from "./fa-B46h81DH.js";
// sdk/rules/phone.ts
var MOBILE = /^(?:\+98|0098|98|0)?(9\d{9})$/;
/**
* An Iranian mobile number in any common form (+98…, 0098…, 98…, 09…, 9…; any digit script,
* with spaces or dashes) as '09xxxxxxxxx', or null when it is not one.
*/
function normalizeMobile(value) {
	const match = MOBILE.exec(typedDigits(value));
	return match ? `0${match[1]}` : null;
}
export { normalizeMobile as t };

//# sourceMappingURL=phone-yD6JMbxC.js.map