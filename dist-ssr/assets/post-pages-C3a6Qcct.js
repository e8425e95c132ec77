import "./css-BNi8J5P3.js";
import { a as useDeletePost, i as useCreatePost, n as PostStatusBadge, o as useSetPostState, r as sellerPostQueryOptions, s as useUpdatePost } from "./blog-page-CU_xAhRU.js";
import { t as errorDetail } from "./errors-BJLin2ZF.js";
import { n as formatDate } from "./fa-B46h81DH.js";
import { i as toastError, r as toast } from "./toast-BxABEDuo.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { n as buttonClass, t as Button } from "./button-BQVJ5_gf.js";
import { t as ConfirmDialog } from "./confirm-dialog-C1TtQ4nj.js";
import { K as ErrorState, dt as Loading } from "../entry-server.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { n as uploadImage, t as ImageUploader } from "./image-uploader-B163vCYC.js";
import { t as useApiForm } from "./use-api-form-X9a_rKFE.js";
import { o as Textarea, r as Input } from "./field-DXW4QFjt.js";
import { n as hasRichContent, t as RichTextEditor } from "./rich-text-editor-xhJs-1jb.js";
import { i as optional, n as legendClass, o as sectionClass, r as numberClass, t as TextField } from "./store-form-parts-BmkIvrOt.js";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import * as v from "valibot";
// src/features/providers/blog/post-form.tsx
var schema = v.object({
	title: v.pipe(v.string(), v.trim(), v.nonEmpty("عنوان مقاله را وارد کنید"), v.minLength(3, "عنوان مقاله باید دست‌کم ۳ حرف باشد"), v.maxLength(200, "عنوان مقاله حداکثر ۲۰۰ حرف است")),
	slug: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.check((s) => s === "" || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s), "نامک فقط حروف کوچک انگلیسی، رقم و خط تیره است")),
	excerpt: v.pipe(v.string(), v.trim(), v.maxLength(500, "خلاصه حداکثر ۵۰۰ حرف است")),
	cover_url: v.string(),
	body_html: v.pipe(v.string(), v.check(hasRichContent, "متن مقاله را بنویسید"))
});
var formClass = "d_flex flex-d_column gap_5 max-w_4xl";
var errorClass = "c_danger.default bg_danger.subtle bdr_control p_3 fs_sm";
var buttonsClass = "d_flex gap_3 flex-wrap_wrap";
var uploadCover = (file, onProgress) => uploadImage(file, onProgress, { folder: "blog" });
/** The article form of «نوشتن مقاله» and its edit page: title, slug, excerpt, cover and the text. */
function PostForm({ post, submitLabel, onSubmit }) {
	const form = useApiForm({
		schema,
		initialValues: {
			title: post?.title ?? "",
			slug: post?.slug ?? "",
			excerpt: post?.excerpt ?? "",
			cover_url: post?.cover_url ?? "",
			body_html: post?.body_html ?? ""
		},
		onSubmit
	});
	const { values, setValue, error } = form;
	const text = (name) => ({
		value: values[name],
		onChange: (e) => setValue(name, e.target.value),
		onBlur: form.blur(name)
	});
	return /* @__PURE__ */ jsxs("form", {
		className: formClass,
		noValidate: true,
		onSubmit: form.handleSubmit,
		"aria-busy": form.submitting,
		children: [
			/* @__PURE__ */ jsxs("fieldset", {
				className: sectionClass,
				children: [
					/* @__PURE__ */ jsx("legend", {
						className: legendClass,
						children: "مقاله"
					}),
					/* @__PURE__ */ jsx(TextField, {
						label: "عنوان",
						error: error("title"),
						required: true,
						children: /* @__PURE__ */ jsx(Input, {
							...text("title"),
							maxLength: 200
						})
					}),
					/* @__PURE__ */ jsx(TextField, {
						label: "نامک",
						hint: optional,
						error: error("slug"),
						helper: "بخش انگلیسی نشانی مقاله، مثلا phone-buying-guide؛ خالی بماند از عنوان ساخته می‌شود",
						children: /* @__PURE__ */ jsx(Input, {
							...text("slug"),
							dir: "ltr",
							maxLength: 200,
							className: numberClass
						})
					}),
					/* @__PURE__ */ jsx(TextField, {
						label: "خلاصه",
						hint: optional,
						error: error("excerpt"),
						helper: "در فهرست مقاله‌ها زیر عنوان دیده می‌شود",
						children: /* @__PURE__ */ jsx(Textarea, {
							...text("excerpt"),
							rows: 2,
							maxLength: 500
						})
					}),
					/* @__PURE__ */ jsx(ImageUploader, {
						label: "عکس جلد",
						max: 1,
						value: values.cover_url ? [{
							id: values.cover_url,
							url: values.cover_url
						}] : [],
						onValueChange: (images) => setValue("cover_url", images[0]?.url ?? ""),
						upload: uploadCover
					})
				]
			}),
			/* @__PURE__ */ jsx(RichTextEditor, {
				label: "متن مقاله",
				initialHtml: values.body_html,
				onChange: (html) => setValue("body_html", html),
				error: error("body_html"),
				imageFolder: "blog"
			}),
			form.formError ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: errorClass,
				children: form.formError
			}) : null,
			/* @__PURE__ */ jsx("div", {
				className: buttonsClass,
				children: /* @__PURE__ */ jsx(Button, {
					type: "submit",
					disabled: form.submitting,
					children: form.submitting ? "در حال ذخیره..." : submitLabel
				})
			})
		]
	});
}
// src/features/providers/blog/post-pages.tsx
var body = (values) => ({
	title: values.title,
	...values.slug ? { slug: values.slug } : {},
	excerpt: values.excerpt || null,
	cover_url: values.cover_url || null,
	body_html: values.body_html
});
/** /providers/$storeId/blog/add: a new article, saved as a draft. */
function PostAddPage({ storeId }) {
	const create = useCreatePost();
	const navigate = useNavigate();
	useDocumentTitle("نوشتن مقاله");
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PanelHeader, { title: "نوشتن مقاله" }), /* @__PURE__ */ jsx(PostForm, {
		submitLabel: "ذخیره پیش‌نویس",
		onSubmit: async (values) => {
			const post = await create.mutateAsync({
				store_id: Number(storeId),
				status: "draft",
				...body(values)
			});
			toast({
				title: "پیش‌نویس ذخیره شد",
				variant: "success"
			});
			await navigate({
				to: "/providers/$storeId/blog/$id",
				params: {
					storeId,
					id: String(post.id)
				}
			});
		}
	})] });
}
var stateRow = "d_flex ai_center gap_3 flex-wrap_wrap mb_4 fs_sm";
/** /providers/$storeId/blog/$id: edit, publish or take back to draft, delete with confirmation. */
function PostEditPage({ storeId, id }) {
	const query = useQuery(sellerPostQueryOptions(Number(id)));
	const update = useUpdatePost(Number(id));
	const state = useSetPostState(Number(storeId));
	const remove = useDeletePost();
	const navigate = useNavigate();
	const [confirming, setConfirming] = useState(false);
	useDocumentTitle(query.data ? `ویرایش «${query.data.title}»` : "ویرایش مقاله");
	if (query.isPending) return /* @__PURE__ */ jsx(Loading, {});
	if (query.error) return /* @__PURE__ */ jsx(ErrorState, {
		error: query.error,
		onRetry: () => void query.refetch()
	});
	const post = query.data;
	const published = post.status === "published";
	const togglePublished = async () => {
		try {
			await state.mutateAsync({
				id: post.id,
				publish: !published
			});
			toast({
				title: published ? "مقاله به پیش‌نویس برگشت" : "مقاله منتشر شد",
				variant: "success"
			});
		} catch (e) {
			toastError(errorDetail(e));
		}
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(PanelHeader, {
			title: `ویرایش «${post.title}»`,
			actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
				variant: published ? "outline" : "solid",
				disabled: state.isPending,
				onClick: () => void togglePublished(),
				children: published ? "لغو انتشار" : "انتشار"
			}), /* @__PURE__ */ jsx(Button, {
				variant: "ghost",
				onClick: () => setConfirming(true),
				children: "حذف"
			})] })
		}),
		/* @__PURE__ */ jsxs("div", {
			className: stateRow,
			children: [
				/* @__PURE__ */ jsx("span", { children: "وضعیت:" }),
				/* @__PURE__ */ jsx(PostStatusBadge, { status: post.status }),
				published && post.published_at ? /* @__PURE__ */ jsx("span", { children: `منتشرشده در ${formatDate(post.published_at)}` }) : null,
				published ? /* @__PURE__ */ jsx(Link, {
					to: "/blog/$id/$slug",
					params: {
						id: String(post.id),
						slug: post.slug
					},
					className: buttonClass({
						variant: "link",
						size: "sm"
					}),
					children: "دیدن در وبلاگ"
				}) : null
			]
		}),
		/* @__PURE__ */ jsx(PostForm, {
			post,
			submitLabel: "ذخیره تغییرات",
			onSubmit: async (values) => {
				await update.mutateAsync(body(values));
				toast({
					title: "مقاله ذخیره شد",
					variant: "success"
				});
			}
		}, post.id),
		/* @__PURE__ */ jsx(ConfirmDialog, {
			open: confirming,
			onOpenChange: setConfirming,
			title: `مقاله «${post.title}» حذف شود؟`,
			description: "مقاله برای همیشه حذف می‌شود و از وبلاگ و صفحه فروشگاه برداشته می‌شود.",
			confirmLabel: "حذف مقاله",
			destructive: true,
			onConfirm: async () => {
				await remove.mutateAsync(post.id);
				toast({
					title: "مقاله حذف شد",
					variant: "success"
				});
				await navigate({
					to: "/providers/$storeId/blog",
					params: { storeId }
				});
			}
		})
	] });
}
export { PostEditPage as n, PostAddPage as t };

//# sourceMappingURL=post-pages-C3a6Qcct.js.map