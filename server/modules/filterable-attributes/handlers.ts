// filterable-attributes.yaml: the admin's filterable attributes (every operation admin-only).
// Each change is written to the admin audit log at the marked `// audit:` call sites once
// server/modules/admin/audit.ts (recordAdminAction) lands.
import { defineHandlers } from '../../contract/handlers'
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
    async handler({ app, body, reply }) {
      const attribute = await createAttribute(app.deps.db, body)
      // audit: recordAdminAction(app.deps.db, user, { action: 'filter.create', target: attribute.id })
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
    async handler({ app, params, body }) {
      const attribute = await updateAttribute(app.deps.db, params.id, body)
      // audit: recordAdminAction(app.deps.db, user, { action: 'filter.update', target: attribute.id })
      return attribute
    },
  },

  deleteFilterableAttribute: {
    roles: ADMIN,
    async handler({ app, params, reply }) {
      await deleteAttribute(app.deps.db, params.id)
      // audit: recordAdminAction(app.deps.db, user, { action: 'filter.delete', target: params.id })
      reply.code(204)
      return undefined as never
    },
  },
})
