import { a as toApiError, t as ApiError } from "./sdk-Dju50_5D.js";
import { c as tokenStore, n as api } from "./api-DZa6-Wrr.js";
import { t as errorDetail } from "./errors-BJLin2ZF.js";
import { v as formatNumber } from "./fa-B46h81DH.js";
import { a as cx, f as getSlotCompoundVariant, g as splitProps, l as compact, p as memo$1 } from "./css-BNi8J5P3.js";
import { r as createRecipe } from "./button-BQVJ5_gf.js";
import { n as CloseIcon } from "./icons-G-AnJJZZ.js";
import { a as ImageIcon } from "./kit-icons-_SQpM0q6.js";
import { useEffect, useId, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/lib/upload.ts
var NETWORK_DETAIL = "ارتباط با سرور برقرار نشد";
/** Sends a body with XMLHttpRequest; resolves with the parsed JSON answer, rejects with ApiError. */
function xhrSend(method, url, body, options = {}) {
	return new Promise((resolve, reject) => {
		const xhr = new XMLHttpRequest();
		xhr.open(method, url);
		for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
		xhr.upload.onprogress = (event) => {
			if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
		};
		xhr.onload = () => {
			let answer = null;
			try {
				answer = xhr.responseText ? JSON.parse(xhr.responseText) : null;
			} catch {}
			if (xhr.status >= 200 && xhr.status < 300) resolve(answer);
			else reject(toApiError(xhr.status, answer));
		};
		xhr.onerror = () => reject(new ApiError(0, NETWORK_DETAIL));
		xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
		options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
		xhr.send(body);
	});
}
/**
* Uploads one image to POST /files/upload (re-encoded to WebP by the server), reporting progress.
* The ImageUploader's `upload` prop: `upload={(file, onProgress) => uploadImage(file, onProgress)}`.
*/
async function uploadImage(file, onProgress, { folder = "uploads", signal } = {}) {
	const send = () => {
		const body = new FormData();
		body.append("folder", folder);
		body.append("file", file);
		const token = tokenStore.getAccessToken();
		return xhrSend("POST", "/api/v1/files/upload", body, {
			headers: token ? { Authorization: `Bearer ${token}` } : {},
			onProgress,
			signal
		});
	};
	let answer;
	try {
		answer = await send();
	} catch (error) {
		if (!(error instanceof ApiError && error.status === 401)) throw error;
		const sent = tokenStore.getAccessToken();
		await api.GET("/auth/profile").catch(() => void 0);
		if (!tokenStore.getAccessToken() || tokenStore.getAccessToken() === sent) throw error;
		answer = await send();
	}
	const stored = answer;
	return {
		id: `${stored.folder}/${stored.filename}`,
		url: stored.url
	};
}
// styled-system/recipes/image-uploader.mjs
var imageUploaderDefaultVariants = {};
var imageUploaderCompoundVariants = [];
var imageUploaderSlotFns = /* @__PURE__ */ [
	["root", "image-uploader__root"],
	["label", "image-uploader__label"],
	["dropzone", "image-uploader__dropzone"],
	["input", "image-uploader__input"],
	["hint", "image-uploader__hint"],
	["list", "image-uploader__list"],
	["item", "image-uploader__item"],
	["preview", "image-uploader__preview"],
	["remove", "image-uploader__remove"],
	["progress", "image-uploader__progress"],
	["progressBar", "image-uploader__progressBar"],
	["error", "image-uploader__error"]
].map(([slotName, slotKey]) => [slotName, createRecipe(slotKey, imageUploaderDefaultVariants, getSlotCompoundVariant(imageUploaderCompoundVariants, slotName))]);
var imageUploaderFn = memo$1((props = {}) => {
	return Object.fromEntries(imageUploaderSlotFns.map(([slotName, slotFn]) => [slotName, slotFn.recipeFn(props)]));
});
var imageUploaderVariantKeys = [];
var getVariantProps = (variants) => ({
	...imageUploaderDefaultVariants,
	...compact(variants)
});
var imageUploader = /* @__PURE__ */ Object.assign(imageUploaderFn, {
	__recipe__: false,
	__name__: "imageUploader",
	raw: (props) => props,
	classNameMap: {},
	variantKeys: imageUploaderVariantKeys,
	variantMap: {},
	splitVariantProps(props) {
		return splitProps(props, imageUploaderVariantKeys);
	},
	getVariantProps
});
// src/lib/image-files.ts
var IMAGE_TYPES = [
	"image/jpeg",
	"image/png",
	"image/webp",
	"image/avif"
];
var IMAGE_ACCEPT = IMAGE_TYPES.join(",");
/** Why a file cannot be uploaded, in Persian; null when it can. */
function imageFileProblem(file) {
	if (!IMAGE_TYPES.includes(file.type)) return "فقط تصویر JPEG، PNG، WebP یا AVIF پذیرفته می‌شود";
	if (file.size > 5242880) return `حجم تصویر باید حداکثر ${formatNumber(5)} مگابایت باشد`;
	if (file.size === 0) return "فایل خالی است";
	return null;
}
/** How many more images may be added when `count` are there and at most `max` are allowed. */
function roomFor(count, max) {
	return Math.max(0, max - count);
}
// src/ui/image-uploader.tsx
/**
* Choose or drop images: each shows a preview and its own progress bar while it uploads, and its
* own Persian error when refused (by the checks of files.yaml here, or by the server). A finished
* image joins `value`; any image can be removed.
*/
function ImageUploader({ label, value, onValueChange, upload, max = 10, disabled, className }) {
	const classes = imageUploader();
	const inputId = useId();
	const [pending, setPending] = useState([]);
	const [dragging, setDragging] = useState(false);
	const latest = useRef(value);
	latest.current = value;
	const previews = useRef(/* @__PURE__ */ new Set());
	useEffect(() => () => {
		for (const url of previews.current) URL.revokeObjectURL(url);
	}, []);
	const patch = (key, change) => setPending((list) => list.map((item) => item.key === key ? {
		...item,
		...change
	} : item));
	const drop = (key) => {
		setPending((list) => {
			const gone = list.find((item) => item.key === key);
			if (gone?.preview) {
				URL.revokeObjectURL(gone.preview);
				previews.current.delete(gone.preview);
			}
			return list.filter((item) => item.key !== key);
		});
	};
	const add = (files) => {
		const waiting = pending.filter((item) => !item.error).length;
		for (const file of files.slice(0, roomFor(value.length + waiting, max))) {
			const key = `${file.name}:${file.size}:${Math.random()}`;
			const problem = imageFileProblem(file);
			const preview = problem && !file.type.startsWith("image/") ? "" : URL.createObjectURL(file);
			if (preview) previews.current.add(preview);
			setPending((list) => [...list, {
				key,
				name: file.name,
				preview,
				progress: 0,
				error: problem
			}]);
			if (problem) continue;
			upload(file, (fraction) => patch(key, { progress: fraction })).then((image) => {
				onValueChange([...latest.current, image]);
				drop(key);
			}).catch((error) => patch(key, { error: errorDetail(error) ?? "خطایی رخ داده است" }));
		}
	};
	const onDrop = (event) => {
		event.preventDefault();
		setDragging(false);
		if (!disabled) add([...event.dataTransfer.files]);
	};
	const full = value.length + pending.filter((item) => !item.error).length >= max;
	return /* @__PURE__ */ jsxs("div", {
		className: cx(classes.root, className),
		children: [
			/* @__PURE__ */ jsx("span", {
				className: classes.label,
				children: label
			}),
			/* @__PURE__ */ jsxs("label", {
				htmlFor: inputId,
				className: classes.dropzone,
				"data-dragging": dragging ? "" : void 0,
				"data-disabled": disabled || full ? "" : void 0,
				onDragOver: (event) => {
					event.preventDefault();
					setDragging(true);
				},
				onDragLeave: () => setDragging(false),
				onDrop,
				children: [
					/* @__PURE__ */ jsx(ImageIcon, {}),
					/* @__PURE__ */ jsx("span", { children: "تصویر را اینجا رها کنید یا برای انتخاب بزنید" }),
					/* @__PURE__ */ jsxs("span", {
						className: classes.hint,
						children: [
							"JPEG، PNG، WebP یا AVIF، هر کدام حداکثر ",
							formatNumber(5),
							" مگابایت، تا ",
							formatNumber(max),
							" تصویر"
						]
					}),
					/* @__PURE__ */ jsx("input", {
						id: inputId,
						type: "file",
						accept: IMAGE_ACCEPT,
						multiple: true,
						disabled: disabled || full,
						"aria-label": label,
						className: classes.input,
						onChange: (event) => {
							add([...event.currentTarget.files ?? []]);
							event.currentTarget.value = "";
						}
					})
				]
			}),
			value.length + pending.length > 0 ? /* @__PURE__ */ jsxs("ul", {
				className: classes.list,
				"aria-label": label,
				children: [value.map((image, index) => /* @__PURE__ */ jsxs("li", {
					className: classes.item,
					children: [/* @__PURE__ */ jsx("img", {
						src: image.url,
						alt: `تصویر ${formatNumber(index + 1)}`,
						className: classes.preview
					}), /* @__PURE__ */ jsx("button", {
						type: "button",
						className: classes.remove,
						"aria-label": `حذف تصویر ${formatNumber(index + 1)}`,
						disabled,
						onClick: () => onValueChange(latest.current.filter((other) => other.id !== image.id)),
						children: /* @__PURE__ */ jsx(CloseIcon, {})
					})]
				}, image.id)), pending.map((item) => /* @__PURE__ */ jsxs("li", {
					className: classes.item,
					"data-error": item.error ? "" : void 0,
					children: [
						item.preview ? /* @__PURE__ */ jsx("img", {
							src: item.preview,
							alt: item.name,
							className: classes.preview
						}) : /* @__PURE__ */ jsx("span", {
							className: classes.preview,
							children: item.name
						}),
						/* @__PURE__ */ jsx("button", {
							type: "button",
							className: classes.remove,
							"aria-label": `حذف ${item.name}`,
							onClick: () => drop(item.key),
							children: /* @__PURE__ */ jsx(CloseIcon, {})
						}),
						item.error ? /* @__PURE__ */ jsx("span", {
							role: "alert",
							className: classes.error,
							children: item.error
						}) : /* @__PURE__ */ jsx("div", {
							role: "progressbar",
							"aria-label": `بارگذاری ${item.name}`,
							"aria-valuemin": 0,
							"aria-valuemax": 100,
							"aria-valuenow": Math.round(item.progress * 100),
							className: classes.progress,
							children: /* @__PURE__ */ jsx("div", {
								className: classes.progressBar,
								style: { width: `${item.progress * 100}%` }
							})
						})
					]
				}, item.key))]
			}) : null
		]
	});
}
export { uploadImage as n, ImageUploader as t };

//# sourceMappingURL=image-uploader-B163vCYC.js.map