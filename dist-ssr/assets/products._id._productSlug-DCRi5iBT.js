import { i as MemberPriceMark, n as productDetailQueryOptions, o as useMemberPrices } from "./products-BJGt2H4O.js";
import "./css-BNi8J5P3.js";
import { n as categoryFiltersQueryOptions } from "./categories-ZQYAdqY0.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { t as Breadcrumbs } from "./breadcrumbs-B7I5QwpM.js";
import { r as categoryCrumbs } from "./list-header-VavHev9Q.js";
import { t as Prose } from "./prose-Cq12X_CU.js";
import { t as Price } from "./price-D8fzeTKM.js";
import { l as StoreIcon, r as CartIcon } from "./shop-icons-CkopiUff.js";
import { t as useAddToCart } from "./cart-actions-Cdt8SG-1.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { n as displayedImage } from "./media-B3Wb52G7.js";
import { v as formatNumber } from "./fa-B46h81DH.js";
import { t as AppImage } from "./app-image-BPRRkvdV.js";
import { w as Route } from "../entry-server.js";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// sdk/rules/gallery.ts
/** The gallery order: the primary image first, the rest by their `order`. */
function galleryOrder(images) {
	return [...images].sort((a, b) => Number(Boolean(b.is_primary)) - Number(Boolean(a.is_primary)) || (a.order ?? 0) - (b.order ?? 0));
}
// src/features/catalog/product/add-to-cart-button.tsx
/** Adds an offer to the cart and opens the cart drawer; signed out, it goes to the login screen. */
function AddToCartButton({ productStoreId, preview, size = "lg", label = "افزودن به سبد خرید", full, ...aria }) {
	const { add, pending } = useAddToCart();
	return /* @__PURE__ */ jsxs(Button, {
		size,
		full,
		"data-product-store-id": productStoreId,
		"aria-label": aria["aria-label"],
		disabled: pending,
		"aria-busy": pending,
		onClick: () => add([{
			productStoreId,
			preview
		}]),
		children: [size === "sm" ? null : /* @__PURE__ */ jsx(CartIcon, {}), label]
	});
}
// src/features/catalog/product/offer-preview.ts
/**
* An offer as the cart drawer shows it before the server answers (an add made offline): the
* product page's name, picture, store and price. The server prices it again when the add is sent.
*/
function offerPreview(product, offer) {
	return {
		product: {
			id: product.id,
			slug: product.slug,
			name: product.name_fa,
			images: product.images.length ? [{ url: displayedImage(product.images) }] : [],
			store: offer.store
		},
		price: {
			selling_price: offer.selling_price,
			original_price: offer.original_price ?? Math.max(offer.price, offer.selling_price),
			unit_price: offer.selling_price
		},
		max_quantity: Math.min(Math.max(offer.stock, 0), 100)
	};
}
// src/features/catalog/product/stock-state.tsx
/** «موجود در انبار», «تنها ۳ عدد باقی مانده» or «ناموجود». */
function StockState({ available, stock }) {
	if (!available || stock <= 0) return /* @__PURE__ */ jsx("span", {
		className: "c_fg.subtle fw_semibold fs_sm",
		children: "ناموجود"
	});
	if (stock <= 5) return /* @__PURE__ */ jsxs("span", {
		className: "c_danger.default fs_sm fw_medium",
		children: [
			"تنها ",
			formatNumber(stock),
			" عدد در انبار باقی مانده"
		]
	});
	return /* @__PURE__ */ jsx("span", {
		className: "c_success.default fs_sm fw_medium",
		children: "موجود در انبار"
	});
}
// src/features/catalog/product/buy-box.tsx
var box = "d_flex flex-d_column gap_4 p_5 bg_bg.surface bd-w_1px bd-c_border.default bdr_card";
/** The buy box: the best offer's store, price and stock, and the add-to-cart button. */
function BuyBox({ offer, product }) {
	if (!offer) return /* @__PURE__ */ jsxs("section", {
		"aria-label": "خرید",
		className: box,
		children: [/* @__PURE__ */ jsx("p", {
			className: "fw_bold fs_lg c_fg.muted",
			children: "ناموجود"
		}), /* @__PURE__ */ jsx("p", {
			className: "c_fg.muted fs_sm",
			children: "این کالا در حال حاضر در هیچ فروشگاهی موجود نیست. بعداً دوباره سر بزنید."
		})]
	});
	return /* @__PURE__ */ jsxs("section", {
		"aria-label": "خرید",
		className: box,
		"data-testid": "buy-box",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "d_flex ai_center gap_3",
				children: [/* @__PURE__ */ jsx("span", {
					className: "fs_xl c_fg.muted",
					children: /* @__PURE__ */ jsx(StoreIcon, {})
				}), /* @__PURE__ */ jsxs("div", {
					className: "d_flex flex-d_column",
					children: [
						/* @__PURE__ */ jsx("span", {
							className: "fs_xs c_fg.subtle",
							children: "فروشنده"
						}),
						/* @__PURE__ */ jsx(Link, {
							to: "/store/$storeName",
							params: { storeName: offer.store.slug },
							className: "fw_bold c_fg.default hover:c_accent.text",
							children: offer.store.name
						}),
						offer.store.city ? /* @__PURE__ */ jsxs("span", {
							className: "fs_xs c_fg.muted",
							children: ["ارسال از ", offer.store.city]
						}) : null
					]
				})]
			}),
			/* @__PURE__ */ jsx(StockState, {
				available: offer.is_available,
				stock: offer.stock
			}),
			/* @__PURE__ */ jsx(MemberPriceMark, {
				member: Boolean(offer.member),
				children: /* @__PURE__ */ jsx(Price, {
					value: offer.selling_price,
					original: offer.original_price ?? (offer.price > offer.selling_price ? offer.price : null),
					percent: offer.discount_percent,
					size: "lg"
				})
			}),
			/* @__PURE__ */ jsx(AddToCartButton, {
				productStoreId: offer.product_store_id,
				preview: offerPreview(product, offer),
				full: true
			})
		]
	});
}
// src/features/catalog/product/gallery.tsx
var frame = "bg_bg.surface bd-w_1px bd-c_border.default bdr_card ov_hidden";
var thumb = "flex-sh_0 w_16 md:w_20 h_16 md:h_20 p_1 bg_bg.surface bd-w_2px bd-c_border.default bdr_control cursor_pointer ov_hidden hover:bd-c_border.strong [&[aria-current=true]]:bd-c_accent.default";
/** The product's pictures: the primary one first and large, the rest as thumbnails to switch to. */
function Gallery({ images, name }) {
	const ordered = galleryOrder(images);
	const [index, setIndex] = useState(0);
	const current = ordered[Math.min(index, ordered.length - 1)];
	return /* @__PURE__ */ jsxs("section", {
		"aria-label": "تصاویر کالا",
		className: "d_flex flex-d_column gap_3",
		children: [/* @__PURE__ */ jsx("div", {
			className: frame,
			children: /* @__PURE__ */ jsx(AppImage, {
				src: current?.url,
				alt: ordered.length > 1 ? `${name}، تصویر ${formatNumber(index + 1)}` : name,
				width: 600,
				height: 600,
				loading: "eager",
				className: "w_full asp_1 obj-f_contain d_block",
				"data-testid": "gallery-main"
			})
		}), ordered.length > 1 ? /* @__PURE__ */ jsx("ul", {
			className: "pos_relative d_flex gap_2 ov-x_auto pb_1",
			children: ordered.map((image, i) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
				type: "button",
				className: thumb,
				"aria-label": `نمایش تصویر ${formatNumber(i + 1)} از ${formatNumber(ordered.length)}`,
				"aria-current": i === index,
				onClick: () => setIndex(i),
				children: /* @__PURE__ */ jsx(AppImage, {
					src: image.url,
					alt: "",
					width: 80,
					height: 80,
					className: "w_full h_full obj-f_contain"
				})
			}) }, image.id))
		}) : null]
	});
}
// src/features/catalog/product/member-offer.ts
/**
* The offer priced for the signed-in user: a customer group's lower price replaces the public one
* (the cart charges the same), so the buy box, the offers list and an offline add all show it.
*/
function withMemberPrice(offer, price) {
	if (!price) return offer;
	return {
		...offer,
		selling_price: price.price,
		original_price: price.original_price,
		discount_percent: price.discount_percent,
		member: true
	};
}
// src/features/catalog/product/offer-list.tsx
var row = "d_grid grid-tc_minmax(0,_1fr)_auto md:grid-tc_minmax(0,_1.4fr)_minmax(0,_1fr)_auto_auto grid-template-areas_\"store_price\"_\"stock_action\" md:grid-template-areas_\"store_stock_price_action\" ai_center gap_3 md:gap_6 px_4 md:px_5 py_4 [&_+_&]:bd-t-w_1px [&_+_&]:bd-c_border.default";
function OfferList({ offers, bestId, product }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "offers-title",
		className: "d_flex flex-d_column gap_3",
		children: [/* @__PURE__ */ jsxs("h2", {
			id: "offers-title",
			className: "fs_lg fw_bold",
			children: ["فروشندگان این کالا", /* @__PURE__ */ jsxs("span", {
				className: "c_fg.muted fw_normal fs_md ms_2",
				children: [
					"(",
					formatNumber(offers.length),
					" فروشنده)"
				]
			})]
		}), offers.length ? /* @__PURE__ */ jsx("ul", {
			className: "bg_bg.surface bd-w_1px bd-c_border.default bdr_card",
			children: offers.map((offer) => /* @__PURE__ */ jsxs("li", {
				className: row,
				"data-testid": "offer",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "grid-area_store d_flex ai_center gap_3 min-w_0",
						children: [/* @__PURE__ */ jsx(AppImage, {
							src: offer.store.logo_url,
							alt: "",
							width: 40,
							height: 40,
							className: "w_10 h_10 bdr_full obj-f_cover flex-sh_0 bg_bg.subtle"
						}), /* @__PURE__ */ jsxs("div", {
							className: "d_flex flex-d_column min-w_0",
							children: [/* @__PURE__ */ jsx(Link, {
								to: "/store/$storeName",
								params: { storeName: offer.store.slug },
								className: "fw_semibold c_fg.default trunc_true hover:c_accent.text",
								children: offer.store.name
							}), /* @__PURE__ */ jsxs("span", {
								className: "fs_xs c_fg.muted",
								children: [offer.store.city ? `ارسال از ${offer.store.city}` : "فروشنده راسته", offer.product_store_id === bestId ? "، بهترین پیشنهاد" : ""]
							})]
						})]
					}),
					/* @__PURE__ */ jsx("div", {
						className: "grid-area_stock",
						children: /* @__PURE__ */ jsx(StockState, {
							available: offer.is_available,
							stock: offer.stock
						})
					}),
					/* @__PURE__ */ jsx("div", {
						className: "grid-area_price",
						children: /* @__PURE__ */ jsx(MemberPriceMark, {
							member: Boolean(offer.member),
							children: /* @__PURE__ */ jsx(Price, {
								value: offer.selling_price,
								original: offer.original_price ?? (offer.price > offer.selling_price ? offer.price : null),
								percent: offer.discount_percent
							})
						})
					}),
					/* @__PURE__ */ jsx("div", {
						className: "grid-area_action justify-self_end",
						children: offer.is_available && offer.stock > 0 ? /* @__PURE__ */ jsx(AddToCartButton, {
							productStoreId: offer.product_store_id,
							preview: offerPreview(product, offer),
							size: "sm",
							label: "افزودن به سبد",
							"aria-label": `افزودن پیشنهاد ${offer.store.name} به سبد خرید`
						}) : null
					})
				]
			}, offer.product_store_id))
		}) : /* @__PURE__ */ jsx("p", {
			className: "c_fg.muted",
			children: "هنوز فروشگاهی این کالا را عرضه نکرده است."
		})]
	});
}
// src/features/catalog/product/spec-rows.ts
function plain(value) {
	if (typeof value === "boolean") return value ? "بله" : "خیر";
	if (typeof value === "number") return formatNumber(value);
	if (Array.isArray(value)) return value.join("، ");
	return value;
}
function describe(value, facet) {
	if (!facet) return plain(value);
	const optionLabel = (v) => facet.options.find((option) => option.value === v)?.label_fa ?? v;
	if (Array.isArray(value)) return value.map(optionLabel).join("، ");
	if (typeof value === "string" && facet.options.length) return optionLabel(value);
	if (typeof value === "number" && facet.unit) return `${formatNumber(value)} ${facet.unit}`;
	return plain(value);
}
function specRows(specs, facets) {
	if (!specs) return [];
	const rows = [];
	const seen = /* @__PURE__ */ new Set();
	for (const facet of facets) {
		const value = specs[facet.key];
		if (value === void 0 || value === null || Array.isArray(value) && !value.length) continue;
		seen.add(facet.key);
		rows.push({
			key: facet.key,
			label: facet.label_fa,
			value: describe(value, facet)
		});
	}
	for (const [key, value] of Object.entries(specs)) {
		if (seen.has(key) || value === null || value === void 0 || Array.isArray(value) && !value.length) continue;
		rows.push({
			key,
			label: key.replace(/_/g, " "),
			value: plain(value)
		});
	}
	return rows;
}
// src/features/catalog/product/spec-table.tsx
/** «مشخصات»: label and value per row. */
function SpecTable({ rows }) {
	if (!rows.length) return null;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "specs-title",
		className: "d_flex flex-d_column gap_3",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "specs-title",
			className: "fs_lg fw_bold",
			children: "مشخصات"
		}), /* @__PURE__ */ jsx("table", {
			className: "w_full bg_bg.surface bd-w_1px bd-c_border.default bdr_card bd-cl_separate bd-sp_0 ov_hidden fs_sm",
			children: /* @__PURE__ */ jsx("tbody", { children: rows.map((row) => /* @__PURE__ */ jsxs("tr", {
				className: "[&:not(:last-child)_>_*]:bd-b-w_1px [&:not(:last-child)_>_*]:bd-c_border.default",
				children: [/* @__PURE__ */ jsx("th", {
					scope: "row",
					className: "w_40% md:w_30% ta_start fw_medium c_fg.muted bg_bg.subtle px_4 py_3 va_top",
					children: row.label
				}), /* @__PURE__ */ jsx("td", {
					className: "px_4 py_3",
					children: row.value
				})]
			}, row.key)) })
		})]
	});
}
// src/features/catalog/product/product-page.tsx
var top = "d_grid grid-tc_minmax(0,_1fr) md:grid-tc_minmax(0,_5fr)_minmax(0,_6fr) lg:grid-tc_26rem_minmax(0,_1fr)_20rem gap_5 lg:gap_8 ai_start";
var section = "d_flex flex-d_column gap_3";
/** The product page: gallery, name, the buy box, every store's offer, specs and description. */
function ProductPage({ detail }) {
	const { product, breadcrumbs } = detail;
	useDocumentTitle(product.name_fa);
	const member = useMemberPrices(detail.offers.map((offer) => offer.product_store_id));
	const offers = detail.offers.map((offer) => withMemberPrice(offer, member.get(offer.product_store_id)));
	const best = detail.best_offer && withMemberPrice(detail.best_offer, member.get(detail.best_offer.product_store_id));
	const facets = useQuery(categoryFiltersQueryOptions(product.category.id));
	const rows = specRows(product.specs, facets.data?.items ?? []);
	const path = breadcrumbs.length ? breadcrumbs : [product.category];
	return /* @__PURE__ */ jsxs("article", {
		className: "d_flex flex-d_column gap_6 md:gap_10",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "d_flex flex-d_column gap_4",
				children: [/* @__PURE__ */ jsx(Breadcrumbs, { items: categoryCrumbs(path, { linkLast: true }) }), /* @__PURE__ */ jsxs("div", {
					className: top,
					children: [
						/* @__PURE__ */ jsx(Gallery, {
							images: product.images,
							name: product.name_fa
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "d_flex flex-d_column gap_4 min-w_0",
							children: [
								/* @__PURE__ */ jsxs("div", {
									className: "d_flex flex-wrap_wrap gap_2 fs_sm",
									children: [
										product.brand ? /* @__PURE__ */ jsx(Link, {
											to: "/brand/$brandSlug",
											params: { brandSlug: product.brand.slug },
											className: "c_accent.text fw_semibold",
											children: product.brand.name_fa
										}) : null,
										product.brand ? /* @__PURE__ */ jsx("span", {
											className: "c_fg.subtle",
											children: "/"
										}) : null,
										/* @__PURE__ */ jsx(Link, {
											to: "/categories/$categorySlug",
											params: { categorySlug: product.category.slug },
											className: "c_accent.text",
											children: product.category.name_fa
										})
									]
								}),
								/* @__PURE__ */ jsx("h1", {
									className: "fs_xl md:fs_2xl fw_black lh_1.6",
									children: product.name_fa
								}),
								product.name_en ? /* @__PURE__ */ jsx("p", {
									dir: "ltr",
									className: "c_fg.subtle fs_sm ta_end",
									children: product.name_en
								}) : null,
								rows.length ? /* @__PURE__ */ jsx("ul", {
									className: "d_flex flex-d_column gap_1.5 fs_sm",
									children: rows.slice(0, 5).map((row) => /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsxs("span", {
										className: "c_fg.muted",
										children: [row.label, ": "]
									}), row.value] }, row.key))
								}) : null
							]
						}),
						/* @__PURE__ */ jsx("div", {
							className: "md:grid-c_span_2 lg:grid-c_auto lg:pos_sticky top_32",
							children: /* @__PURE__ */ jsx(BuyBox, {
								offer: best,
								product
							})
						})
					]
				})]
			}),
			/* @__PURE__ */ jsx(OfferList, {
				offers,
				bestId: best?.product_store_id,
				product
			}),
			/* @__PURE__ */ jsx(SpecTable, { rows }),
			product.description ? /* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "description-title",
				className: section,
				children: [/* @__PURE__ */ jsx("h2", {
					id: "description-title",
					className: "fs_lg fw_bold",
					children: "معرفی کالا"
				}), /* @__PURE__ */ jsx(Prose, {
					html: product.description,
					className: "bg_bg.surface bd-w_1px bd-c_border.default bdr_card p_4 md:p_6"
				})]
			}) : null
		]
	});
}
// src/routes/_public/products.$id.$productSlug.tsx?tsr-split=component
function ProductRoute() {
	const { id } = Route.useParams();
	const { data } = useSuspenseQuery(productDetailQueryOptions(Number(id)));
	return /* @__PURE__ */ jsx(ProductPage, { detail: data });
}
export { ProductRoute as component };

//# sourceMappingURL=products._id._productSlug-DCRi5iBT.js.map