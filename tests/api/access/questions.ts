// Questions (issue 32). The seller's inbox is its store's; moderation and removing an answer are
// the admins'. Answering names a store in the body: only its owner may (others 403, as anyone
// who may not answer). Reading and reporting are open to everyone, asking and voting to every
// signed-in user.
import { unwrap } from '#sdk'
import { accessArea } from './area'

export default accessArea({
  // Two published questions about the seller's product, the second with the seller's answer.
  setup: async ({ owner, admin, w }) => {
    const ask = (body: string) =>
      unwrap(
        owner.customer.api.POST('/products/{id}/questions', { params: { path: { id: w.productId } }, body: { body } }),
      )
    const open = await ask('این کالا گارانتی دارد؟')
    const answered = await ask('ارسال به شهرستان دارید؟')
    await unwrap(admin.api.POST('/admins/questions/approve', { body: { ids: [open.id, answered.id] } }))
    const withAnswer = await unwrap(
      owner.seller.api.POST('/questions/{id}/answers', {
        params: { path: { id: answered.id } },
        body: { body: 'بله، به همه‌ی شهرها', store_id: w.storeId },
      }),
    )
    return { questionId: open.id, answerId: withAnswer.answers[0].id }
  },
  cases: {
    listProductQuestions: {
      owner: 'customer',
      admin: true,
      open: 'anyone',
      call: (c, w) => c.api.GET('/public/products/{id}/questions', { params: { path: { id: w.productId } } }),
    },
    askQuestion: {
      owner: 'customer',
      admin: true,
      open: 'signed-in',
      call: (c, w) =>
        c.api.POST('/products/{id}/questions', {
          params: { path: { id: w.productId } },
          body: { body: 'رنگ دیگری دارد؟' },
        }),
    },
    markQuestionHelpful: {
      owner: 'customer',
      admin: true,
      open: 'signed-in',
      call: (c, _w, x) => c.api.POST('/questions/{id}/helpful', { params: { path: { id: x.questionId } } }),
    },
    markAnswerHelpful: {
      owner: 'seller',
      admin: true,
      open: 'signed-in',
      call: (c, _w, x) => c.api.POST('/answers/{id}/helpful', { params: { path: { id: x.answerId } } }),
    },
    reportQuestion: {
      owner: 'customer',
      admin: true,
      open: 'anyone',
      call: (c, _w, x) =>
        c.api.POST('/public/questions/{id}/report', {
          params: { path: { id: x.questionId } },
          body: { reason: 'other' },
        }),
    },
    reportAnswer: {
      owner: 'seller',
      admin: true,
      open: 'anyone',
      call: (c, _w, x) =>
        c.api.POST('/public/answers/{id}/report', { params: { path: { id: x.answerId } }, body: { reason: 'spam' } }),
    },
    listStoreQuestions: {
      owner: 'seller',
      admin: true,
      call: (c, w) => c.api.GET('/stores/{store_id}/questions', { params: { path: { store_id: w.storeId } } }),
    },
    moderateQuestion: {
      owner: 'customer',
      admin: true,
      adminOnly: true,
      call: (c, _w, x) =>
        c.api.POST('/admins/questions/{id}/moderate', {
          params: { path: { id: x.questionId } },
          body: { decision: 'approve' },
        }),
    },
    // The owner's call spends the one answer its store may give.
    answerQuestion: {
      owner: 'seller',
      admin: false,
      refused: 403,
      call: (c, w, x) =>
        c.api.POST('/questions/{id}/answers', {
          params: { path: { id: x.questionId } },
          body: { body: 'بله، ۱۸ ماه', store_id: w.storeId },
        }),
    },
    // Removals last.
    deleteAnswer: {
      owner: 'seller',
      admin: true,
      adminOnly: true,
      call: (c, _w, x) =>
        c.api.DELETE('/admins/answers/{id}', {
          params: { path: { id: x.answerId }, query: { reason: 'آزمون دسترسی' } },
        }),
    },
  },
})
