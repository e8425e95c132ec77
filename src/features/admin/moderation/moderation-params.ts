import { MODERATION_PAGE_SIZE, type ModerationParams } from '#api/admin-trust'
import { skipOf } from '#ui/panel/data-table/table-search'
import type { ModerationSearch } from './moderation-search'

/** The queue's URL as the API's query (pending when no status is named). */
export function moderationParams(search: ModerationSearch): ModerationParams {
  return {
    status: search.status ?? 'pending',
    reported: search.reported,
    stars: search.stars,
    product_id: search.product,
    skip: skipOf(search.page, MODERATION_PAGE_SIZE),
    limit: MODERATION_PAGE_SIZE,
  }
}
