// Every implemented operation, keyed by operationId. The contract test lists the rest.
import type { HandlerMap } from '../contract/handlers'
import { authHandlers } from './auth'
import { publicBlogHandlers } from './blog-public'
import { publicBundleHandlers } from './bundles-public'
import { catalogHandlers } from './catalog'
import { catalogueServiceHandlers } from './catalogue-service'
import { categoryReadHandlers } from './categories'
import { homepageHandlers } from './homepage'
import { publicStoreHandlers } from './stores-public'

export const handlers: HandlerMap = {
  ...authHandlers,
  ...catalogHandlers,
  ...categoryReadHandlers,
  ...publicBundleHandlers,
  ...publicBlogHandlers,
  ...publicStoreHandlers,
  ...homepageHandlers,
  ...catalogueServiceHandlers,
}
