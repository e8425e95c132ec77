// src/ui/order/order-labels.ts
var PAYMENT_METHOD_LABELS = {
	online: "پرداخت اینترنتی",
	cod: "پرداخت در محل"
};
var PAYMENT_STATUS_LABELS = {
	pending: "در انتظار پرداخت",
	paid: "پرداخت‌شده",
	failed: "ناموفق",
	refunded: "بازگشت داده‌شده"
};
var ACTOR_LABELS = {
	customer: "شما",
	store: "فروشگاه",
	admin: "پشتیبانی راسته",
	system: "سامانه"
};
/** The same actors as the seller panel names them (the customer is not «شما» there). */
var SELLER_ACTOR_LABELS = {
	...ACTOR_LABELS,
	customer: "مشتری",
	store: "شما"
};
/** The actors as the admin panel names them: an admin's move is «مدیر راسته». */
var ADMIN_ACTOR_LABELS = {
	customer: "مشتری",
	store: "فروشگاه",
	admin: "مدیر راسته",
	system: "سامانه"
};
export { SELLER_ACTOR_LABELS as a, PAYMENT_STATUS_LABELS as i, ADMIN_ACTOR_LABELS as n, PAYMENT_METHOD_LABELS as r, ACTOR_LABELS as t };

//# sourceMappingURL=order-labels-B5PDfENv.js.map