// files.yaml: the panels' operations on uploads. None is built yet: every operation of this file
// answers 501 (tests/api/contract-pending.txt) until its handler is added here.
import { defineHandlers } from '../../contract/handlers'

export const fileHandlers = defineHandlers({})
