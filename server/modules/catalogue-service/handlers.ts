// catalogue-service.yaml: the catalogue service's search (served by this process under /catalogue by default).
import { defineHandlers } from '../../contract/handlers'
import { jsonOnce } from '../../lib/cached-json'
import { CATALOGUE_TTL_SECONDS, searchCatalogue } from './catalogue-search'

export const catalogueServiceHandlers = defineHandlers({
  searchCatalogue: {
    compressed: true,
    async handler({ app, query, reply }) {
      const result = await searchCatalogue(app.deps.db, query)
      reply.header('Cache-Control', `public, max-age=${CATALOGUE_TTL_SECONDS}`)
      return jsonOnce(reply, result)
    },
  },
})
