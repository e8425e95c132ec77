// blog.yaml: a store's blog posts. Reads through ownedStore (admins read every store), writes
// through writableStore (the owner's verified store only). The calls on /blog/{id} name no store:
// the post's own store is checked, and another owner's post answers 404 as if it did not exist.
import { defineHandlers, signedIn } from '../../contract/handlers'
import { notFound } from '../../lib/http-error'
import { isAdmin } from '../access'
import {
  type HandlerCtx as Ctx,
  createdOnce,
  inTx,
  noContent,
  ownStoreId as own,
  SELLERS,
  writableStoreId as writable,
} from '../seller-handlers'
import {
  changeStorePost,
  createStorePost,
  postOwner,
  removeStorePost,
  setPostState,
  storePost,
  storePostPage,
} from './blog-writes'
import { POST_NOT_FOUND } from './public-blog'

/** The store of the post, if the caller may read it (its owner, or an admin); 404 otherwise. */
async function readableStoreOf(ctx: Ctx, id: number): Promise<number> {
  const user = signedIn(ctx)
  const { storeId, ownerId } = await postOwner(ctx.app.deps.db, id)
  if (ownerId !== user.id && !isAdmin(user)) throw notFound(POST_NOT_FOUND)
  return storeId
}

/** The store of the post, if the caller owns it and may change it (verified); 404 / 403 otherwise. */
async function writableStoreOf(ctx: Ctx, id: number): Promise<number> {
  const { storeId, ownerId } = await postOwner(ctx.app.deps.db, id)
  if (ownerId !== signedIn(ctx).id) throw notFound(POST_NOT_FOUND)
  return writable(ctx, storeId)
}

export const blogHandlers = defineHandlers({
  listBlogPosts: {
    roles: SELLERS,
    async handler(ctx) {
      const { store_id, skip, limit, status, search } = ctx.query
      return storePostPage(ctx.app.deps.db, await own(ctx, store_id), { skip, limit, status, search })
    },
  },

  createBlogPost: {
    roles: SELLERS,
    async handler(ctx) {
      const storeId = await writable(ctx, ctx.body.store_id)
      return createdOnce(ctx, 'createBlogPost', { body: ctx.body }, async (tx) =>
        storePost(tx, await createStorePost(tx, storeId, ctx.body), storeId),
      )
    },
  },

  getBlogPost: {
    roles: SELLERS,
    async handler(ctx) {
      return storePost(ctx.app.deps.db, ctx.params.id, await readableStoreOf(ctx, ctx.params.id))
    },
  },

  updateBlogPost: {
    roles: SELLERS,
    async handler(ctx) {
      const storeId = await writableStoreOf(ctx, ctx.params.id)
      return inTx(ctx, async (tx) => {
        await changeStorePost(tx, ctx.params.id, storeId, ctx.body)
        return storePost(tx, ctx.params.id, storeId)
      })
    },
  },

  deleteBlogPost: {
    roles: SELLERS,
    async handler(ctx) {
      const storeId = await writableStoreOf(ctx, ctx.params.id)
      await inTx(ctx, (tx) => removeStorePost(tx, ctx.params.id, storeId))
      return noContent(ctx)
    },
  },

  publishBlogPost: {
    roles: SELLERS,
    async handler(ctx) {
      const storeId = await writable(ctx, ctx.query.store_id)
      return inTx(ctx, async (tx) => {
        await setPostState(tx, ctx.params.id, storeId, 'published')
        return storePost(tx, ctx.params.id, storeId)
      })
    },
  },

  unpublishBlogPost: {
    roles: SELLERS,
    async handler(ctx) {
      const storeId = await writable(ctx, ctx.query.store_id)
      return inTx(ctx, async (tx) => {
        await setPostState(tx, ctx.params.id, storeId, 'draft')
        return storePost(tx, ctx.params.id, storeId)
      })
    },
  },
})
