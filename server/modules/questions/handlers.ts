// questions.yaml: questions about products, sellers' and buyers' answers, votes, reports, moderation.
import { defineHandlers, signedIn } from '../../contract/handlers'
import { noContent, ownStoreId } from '../seller-handlers'
import { markHelpful, reportHandler } from '../trust'
import { approveQuestions, deleteAnswer, moderateQuestion, moderationQueue } from './moderation'
import { answerQuestion, askQuestion, myQuestions, productQuestions, storeQuestions } from './questions'

const ADMINS = ['admin' as const]

export const questionHandlers = defineHandlers({
  listProductQuestions: {
    async handler({ app, params, query, user }) {
      return productQuestions(app.deps.db, params.id, query, user?.id ?? null)
    },
  },

  askQuestion: {
    async handler(ctx) {
      const question = await askQuestion(ctx.app.deps.db, signedIn(ctx).id, ctx.params.id, ctx.body.body)
      ctx.reply.code(201)
      return question
    },
  },

  listMyQuestions: {
    async handler(ctx) {
      return myQuestions(ctx.app.deps.db, signedIn(ctx).id, ctx.query)
    },
  },

  answerQuestion: {
    async handler(ctx) {
      const question = await answerQuestion(ctx.app.deps.db, signedIn(ctx), ctx.params.id, ctx.body)
      ctx.reply.code(201)
      return question
    },
  },

  markQuestionHelpful: {
    async handler(ctx) {
      return markHelpful(ctx.app.deps.db, 'question', ctx.params.id, signedIn(ctx).id)
    },
  },

  markAnswerHelpful: {
    async handler(ctx) {
      return markHelpful(ctx.app.deps.db, 'answer', ctx.params.id, signedIn(ctx).id)
    },
  },

  reportQuestion: reportHandler('question'),

  reportAnswer: reportHandler('answer'),

  listStoreQuestions: {
    roles: ['provider', 'admin'],
    async handler(ctx) {
      const storeId = await ownStoreId(ctx, ctx.params.store_id)
      return storeQuestions(ctx.app.deps.db, storeId, ctx.query, signedIn(ctx).id)
    },
  },

  listQuestionsForModeration: {
    roles: ADMINS,
    async handler(ctx) {
      return moderationQueue(ctx.app.deps.db, signedIn(ctx).id, ctx.query)
    },
  },

  moderateQuestion: {
    roles: ADMINS,
    async handler(ctx) {
      return moderateQuestion(ctx.app.deps.db, signedIn(ctx).id, ctx.params.id, ctx.body)
    },
  },

  approveQuestions: {
    roles: ADMINS,
    async handler(ctx) {
      return approveQuestions(ctx.app.deps.db, signedIn(ctx).id, ctx.body.ids)
    },
  },

  deleteAnswer: {
    roles: ADMINS,
    async handler(ctx) {
      await deleteAnswer(ctx.app.deps.db, signedIn(ctx).id, ctx.params.id, ctx.query.reason)
      return noContent(ctx)
    },
  },
})
