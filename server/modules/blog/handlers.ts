// blog.yaml: the panels' operations on the stores' blog. None is built yet: every operation of this
// file answers 501 (tests/api/contract-pending.txt) until its handler is added here.
import { defineHandlers } from '../../contract/handlers'

export const blogHandlers = defineHandlers({})
