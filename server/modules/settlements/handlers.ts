// settlements.yaml: an admin's settlement runs, their bank transfer files and the decisions on
// their payouts. Every operation is the admin's alone (roles: ['admin']; others answer 403).
import { defineHandlers, signedIn } from '../../contract/handlers'
import { decidePayout } from './decide'
import { startRun } from './run'
import { listRuns, runDetail } from './runs-read'
import { transferFile } from './transfer-file'

export const settlementHandlers = defineHandlers({
  startSettlementRun: {
    roles: ['admin'],
    async handler(ctx) {
      const run = await startRun(ctx.app.deps.db, signedIn(ctx).id, ctx.body ?? {})
      ctx.reply.code(201)
      return run
    },
  },

  listSettlementRuns: {
    roles: ['admin'],
    async handler(ctx) {
      return listRuns(ctx.app.deps.db, ctx.query)
    },
  },

  getSettlementRun: {
    roles: ['admin'],
    async handler(ctx) {
      return runDetail(ctx.app.deps.db, ctx.params.id)
    },
  },

  exportSettlementTransferFile: {
    roles: ['admin'],
    async handler(ctx) {
      const file = await transferFile(ctx.app.deps.db, ctx.params.id, ctx.query.format ?? 'csv')
      ctx.reply
        .type(file.type)
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${file.name}"`)
      // The contract's success body is typed as text; this is the file's bytes.
      return file.body as never
    },
  },

  decidePayout: {
    roles: ['admin'],
    async handler(ctx) {
      return decidePayout(ctx.app.deps.db, signedIn(ctx).id, ctx.params.id, ctx.body)
    },
  },
})
