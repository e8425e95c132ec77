import { a as Root, i as Label, n as HelperText, s as field, t as ErrorText } from "./field-DXW4QFjt.js";
import { i as citiesOf, t as PROVINCES } from "./iran-places-BNcrp2vV.js";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { Field } from "@ark-ui/react/field";
// src/ui/address/place-fields.tsx
var selectClass = field().select;
/** Province, then the cities of that province: native selects, so phones show their own pickers. */
function PlaceFields({ province, city, errors, onProvinceChange, onCityChange }) {
	const cities = citiesOf(province);
	const options = city && !cities.includes(city) ? [city, ...cities] : cities;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs(Root, {
		invalid: Boolean(errors.province),
		required: true,
		children: [
			/* @__PURE__ */ jsx(Label, { children: "استان" }),
			/* @__PURE__ */ jsxs(Field.Select, {
				className: selectClass,
				name: "province",
				value: province,
				onChange: (e) => onProvinceChange(e.target.value),
				autoComplete: "address-level1",
				children: [/* @__PURE__ */ jsx("option", {
					value: "",
					disabled: true,
					children: "انتخاب استان"
				}), PROVINCES.map((p) => /* @__PURE__ */ jsx("option", {
					value: p.name,
					children: p.name
				}, p.name))]
			}),
			/* @__PURE__ */ jsx(ErrorText, { children: errors.province })
		]
	}), /* @__PURE__ */ jsxs(Root, {
		invalid: Boolean(errors.city),
		required: true,
		disabled: !province,
		children: [
			/* @__PURE__ */ jsx(Label, { children: "شهر" }),
			/* @__PURE__ */ jsxs(Field.Select, {
				className: selectClass,
				name: "city",
				value: city,
				onChange: (e) => onCityChange(e.target.value),
				autoComplete: "address-level2",
				children: [/* @__PURE__ */ jsx("option", {
					value: "",
					disabled: options.length > 0,
					children: province ? "انتخاب شهر" : "ابتدا استان را انتخاب کنید"
				}), options.map((name) => /* @__PURE__ */ jsx("option", {
					value: name,
					children: name
				}, name))]
			}),
			errors.city ? /* @__PURE__ */ jsx(ErrorText, { children: errors.city }) : province ? null : /* @__PURE__ */ jsx(HelperText, { children: "فهرست شهرها پس از انتخاب استان نمایش داده می‌شود." })
		]
	})] });
}
export { PlaceFields as t };

//# sourceMappingURL=place-fields-9caDSZyl.js.map