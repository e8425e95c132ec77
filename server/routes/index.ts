// Every implemented operation, keyed by operationId. The contract test lists the rest.
import type { HandlerMap } from '../contract/handlers'
import { authHandlers } from './auth'
import { publicBlogHandlers } from './blog-public'
import { publicBundleHandlers } from './bundles-public'
import { cartHandlers } from './cart'
import { catalogHandlers } from './catalog'
import { catalogueServiceHandlers } from './catalogue-service'
import { categoryReadHandlers } from './categories'
import { customerHandlers } from './customers'
import { homepageHandlers } from './homepage'
import { providerOrderHandlers } from './orders-provider'
import { publicOrderHandlers } from './orders-public'
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
  ...publicOrderHandlers,
  ...providerOrderHandlers,
  ...cartHandlers,
  ...customerHandlers,
}
