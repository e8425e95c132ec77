// Every implemented operation, keyed by operationId. The contract test lists the rest.
import type { HandlerMap } from '../contract/handlers'
import { authHandlers } from './auth'

export const handlers: HandlerMap = {
  ...authHandlers,
}
