// wishlist.yaml: the customer's kept products with their alerts, and a product's price history.
import { defineHandlers } from '../../contract/handlers'

export const wishlistHandlers = defineHandlers({})
