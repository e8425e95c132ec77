// reviews.yaml: buyers' reviews, their moderation, the seller's answer, helpful votes and reports.
// Votes and reports go through the mechanism reviews, questions and answers share (../trust.ts).
import { defineHandlers, signedIn } from '../../contract/handlers'
import { jsonOnce } from '../../lib/cached-json'
import { ownStoreId, SELLERS } from '../seller-handlers'
import { markHelpful, reportHandler } from '../trust'
import { approveReviews, moderateReview } from './moderation'
import {
  listMyReviews,
  listProductReviews,
  listReviewableItems,
  listReviewsForModeration,
  listStoreReviews,
} from './review-lists'
import { answerReview, createReview } from './review-writes'

export const reviewHandlers = defineHandlers({
  listProductReviews: {
    compressed: true,
    async handler({ app, params, query, user, reply }) {
      return jsonOnce(reply, await listProductReviews(app.deps.db, params.id, query, user?.id ?? null))
    },
  },

  createReview: {
    async handler(ctx) {
      const review = await createReview(ctx.app.deps.db, signedIn(ctx).id, ctx.body)
      ctx.reply.code(201)
      return review
    },
  },

  listMyReviews: {
    async handler(ctx) {
      return listMyReviews(ctx.app.deps.db, signedIn(ctx).id, ctx.query)
    },
  },

  listReviewableItems: {
    async handler(ctx) {
      return listReviewableItems(ctx.app.deps.db, signedIn(ctx).id, ctx.query)
    },
  },

  answerReview: {
    // The store's owner answers; admins do not answer for a store.
    roles: ['provider'],
    async handler(ctx) {
      return answerReview(ctx.app.deps.db, signedIn(ctx).id, ctx.params.id, ctx.body.body)
    },
  },

  markReviewHelpful: {
    async handler(ctx) {
      return markHelpful(ctx.app.deps.db, 'review', ctx.params.id, signedIn(ctx).id)
    },
  },

  reportReview: reportHandler('review'),

  listStoreReviews: {
    roles: SELLERS,
    async handler(ctx) {
      const storeId = await ownStoreId(ctx, ctx.params.store_id)
      return listStoreReviews(ctx.app.deps.db, storeId, ctx.query, signedIn(ctx).id)
    },
  },

  listReviewsForModeration: {
    roles: ['admin'],
    async handler(ctx) {
      return listReviewsForModeration(ctx.app.deps.db, ctx.query, signedIn(ctx).id)
    },
  },

  moderateReview: {
    roles: ['admin'],
    async handler(ctx) {
      return moderateReview(ctx.app.deps.db, signedIn(ctx).id, ctx.params.id, ctx.body)
    },
  },

  approveReviews: {
    roles: ['admin'],
    async handler(ctx) {
      return approveReviews(ctx.app.deps.db, signedIn(ctx).id, ctx.body.ids)
    },
  },
})
