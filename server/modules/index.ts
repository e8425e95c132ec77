// Every implemented operation, keyed by operationId. The contract test lists the rest.
import type { HandlerMap } from '../contract/handlers'
import { authHandlers } from './auth/handlers'
import { publicBlogHandlers } from './blog/public-handlers'
import { publicBundleHandlers } from './bundles/public-handlers'
import { cartHandlers } from './cart/handlers'
import { catalogHandlers } from './catalog/handlers'
import { catalogueServiceHandlers } from './catalogue-service/handlers'
import { categoryReadHandlers } from './categories/handlers'
import { customerHandlers } from './customers/handlers'
import { homepageHandlers } from './homepage/handlers'
import { publicOrderHandlers } from './orders/handlers'
import { providerOrderHandlers } from './orders/provider-handlers'
import { publicStoreHandlers } from './stores/handlers'

export const handlers: HandlerMap = {
  ...authHandlers,
  ...catalogHandlers,
  ...categoryReadHandlers,
  ...publicBundleHandlers,
  ...publicBlogHandlers,
  ...publicStoreHandlers,
  ...homepageHandlers,
  ...catalogueServiceHandlers,
  ...publicOrderHandlers,
  ...providerOrderHandlers,
  ...cartHandlers,
  ...customerHandlers,
}
