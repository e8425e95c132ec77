// Every implemented operation, keyed by operationId: one handler map per file of openapi/src/
// (server/modules/<file>/handlers.ts). Operations without a handler answer 501; the contract
// test lists them.
import type { HandlerMap } from '../contract/handlers'
import { adminHandlers } from './admin/handlers'
import { authHandlers } from './auth/handlers'
import { blogHandlers } from './blog/handlers'
import { bundleHandlers } from './bundles/handlers'
import { cartHandlers } from './cart/handlers'
import { catalogHandlers } from './catalog/handlers'
import { catalogueServiceHandlers } from './catalogue-service/handlers'
import { categoryHandlers } from './categories/handlers'
import { customerHandlers } from './customers/handlers'
import { discountHandlers } from './discounts/handlers'
import { fileHandlers } from './files/handlers'
import { filterableAttributeHandlers } from './filterable-attributes/handlers'
import { financeHandlers } from './finance/handlers'
import { homepageHandlers } from './homepage/handlers'
import { invoiceHandlers } from './invoices/handlers'
import { notificationHandlers } from './notifications/handlers'
import { orderHandlers } from './orders/handlers'
import { paymentHandlers } from './payments/handlers'
import { productHandlers } from './products/handlers'
import { questionHandlers } from './questions/handlers'
import { refundHandlers } from './refunds/handlers'
import { returnHandlers } from './returns/handlers'
import { reviewHandlers } from './reviews/handlers'
import { sellerScoreHandlers } from './seller-scores/handlers'
import { settlementHandlers } from './settlements/handlers'
import { storeHandlers } from './stores/handlers'
import { wishlistHandlers } from './wishlist/handlers'

/** Each contract file's handlers, keyed by the file's name (openapi/src/<name>.yaml). */
export const moduleHandlers = {
  admin: adminHandlers,
  auth: authHandlers,
  blog: blogHandlers,
  bundles: bundleHandlers,
  cart: cartHandlers,
  catalog: catalogHandlers,
  'catalogue-service': catalogueServiceHandlers,
  categories: categoryHandlers,
  customers: customerHandlers,
  discounts: discountHandlers,
  files: fileHandlers,
  'filterable-attributes': filterableAttributeHandlers,
  finance: financeHandlers,
  homepage: homepageHandlers,
  invoices: invoiceHandlers,
  notifications: notificationHandlers,
  orders: orderHandlers,
  payments: paymentHandlers,
  products: productHandlers,
  questions: questionHandlers,
  returns: returnHandlers,
  refunds: refundHandlers,
  reviews: reviewHandlers,
  'seller-scores': sellerScoreHandlers,
  settlements: settlementHandlers,
  stores: storeHandlers,
  wishlist: wishlistHandlers,
} satisfies Record<string, HandlerMap>

export const handlers: HandlerMap = Object.assign({}, ...Object.values(moduleHandlers))
