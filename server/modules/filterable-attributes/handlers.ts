// filterable-attributes.yaml: the admin's filterable attributes (every operation admin-only).
// Each change is written to the admin audit log (who, when, what).
import { defineHandlers, signedIn } from '../../contract/handlers'
import { recordAdminAction } from '../admin/audit'
import { createAttribute, deleteAttribute, getAttribute, listAttributes, updateAttribute } from './attributes'

const ADMIN = ['admin'] as 'admin'[]

export const filterableAttributeHandlers = defineHandlers({
  listFilterableAttributes: {
    roles: ADMIN,
    async handler({ app, query }) {
      return listAttributes(app.deps.db, {
        categoryId: query.category_id,
        skip: query.skip ?? 0,
        limit: query.limit ?? 100,
      })
    },
  },

  createFilterableAttribute: {
    roles: ADMIN,
    async handler(ctx) {
      const { app, body, reply } = ctx
      const attribute = await createAttribute(app.deps.db, body)
      await recordAdminAction(app.deps.db, signedIn(ctx).id, {
        action: 'filter.create',
        targetType: 'filterable_attribute',
        targetId: attribute.id,
        details: { key: attribute.key },
      })
      reply.code(201)
      return attribute
    },
  },

  getFilterableAttribute: {
    roles: ADMIN,
    async handler({ app, params }) {
      return getAttribute(app.deps.db, params.id)
    },
  },

  updateFilterableAttribute: {
    roles: ADMIN,
    async handler(ctx) {
      const { app, params, body } = ctx
      const attribute = await updateAttribute(app.deps.db, params.id, body)
      await recordAdminAction(app.deps.db, signedIn(ctx).id, {
        action: 'filter.update',
        targetType: 'filterable_attribute',
        targetId: attribute.id,
        details: { key: attribute.key },
      })
      return attribute
    },
  },

  deleteFilterableAttribute: {
    roles: ADMIN,
    async handler(ctx) {
      const { app, params, reply } = ctx
      await deleteAttribute(app.deps.db, params.id)
      await recordAdminAction(app.deps.db, signedIn(ctx).id, {
        action: 'filter.delete',
        targetType: 'filterable_attribute',
        targetId: params.id,
      })
      reply.code(204)
      return undefined as never
    },
  },
})
