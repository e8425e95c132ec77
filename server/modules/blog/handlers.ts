// blog.yaml: a store's blog posts. Reads through ownedStore (admins read every store), writes
// through writableStore (the owner's verified store only). The calls on /blog/{id} name no store:
// the post's own store is checked, and another owner's post answers 404 as if it did not exist.
import { defineHandlers, signedIn } from '../../contract/handlers'
import type { Db } from '../../db/client'
import { idempotent } from '../../db/idempotency'
import { notFound } from '../../lib/http-error'
import { isAdmin, ownedStore, writableStore } from '../access'
import type { AuthUser } from '../auth/tokens'
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

const SELLERS = ['provider', 'admin'] as ('provider' | 'admin')[]

type Ctx = { user: AuthUser | null; app: { deps: { db: Db } } }

const own = async (ctx: Ctx, storeId: number) => (await ownedStore(ctx.app.deps.db, signedIn(ctx), storeId)).id
const writable = async (ctx: Ctx, storeId: number) => (await writableStore(ctx.app.deps.db, signedIn(ctx), storeId)).id

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

const inTx = <T>(ctx: Ctx, run: (tx: Db) => Promise<T>) => ctx.app.deps.db.transaction((tx) => run(tx as unknown as Db))

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
      const request = { body: ctx.body }
      const key = {
        userId: signedIn(ctx).id,
        key: ctx.headers['idempotency-key'],
        operation: 'createBlogPost',
        request,
      }
      const post = await idempotent(ctx.app.deps.db, key, async (tx) =>
        storePost(tx, await createStorePost(tx, storeId, ctx.body), storeId),
      )
      ctx.reply.code(201)
      return post
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
      ctx.reply.code(204)
      return undefined as never
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
