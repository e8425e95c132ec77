// admin.yaml: the panels' operations on every store's records. None is built yet: every operation
// of this file answers 501 (tests/api/contract-pending.txt) until its handler is added here.
import { defineHandlers } from '../../contract/handlers'

export const adminHandlers = defineHandlers({})
