// Web Push's calls: the VAPID public key and a device's subscription (notifications.yaml).
import { defineHandlers } from '../../contract/handlers'

export const pushHandlers = defineHandlers({})
