// This device's Web Push, end to end: the browser's subscription (lib/web-push.ts) saved for the
// signed-in user on the server, or forgotten on both sides. The settings' switch and logout use it.
import type { QueryClient } from '@tanstack/react-query'
import { deviceSubscription, rememberSavedForMe, savedForMe, subscribeDevice } from '#lib/web-push'
import {
  forgetPushSubscription,
  type PushSubscriptionJson,
  pushKeyQueryOptions,
  savePushSubscription,
} from './notifications'

/** Permission, subscription with the server's key, then the server keeps it for this user. */
export async function turnOnDevicePush(queryClient: QueryClient): Promise<void> {
  const { public_key } = await queryClient.fetchQuery(pushKeyQueryOptions)
  const subscription = await subscribeDevice(public_key)
  await savePushSubscription(subscription.toJSON() as PushSubscriptionJson)
  rememberSavedForMe(true)
}

/** The server forgets this device first (it must not push to it), then the browser unsubscribes. */
export async function turnOffDevicePush(): Promise<void> {
  const subscription = await deviceSubscription()
  if (subscription) {
    await forgetPushSubscription(subscription.endpoint)
    await subscription.unsubscribe()
  }
  rememberSavedForMe(false)
}

/**
 * Signing out of a device that receives this user's notices: they stop coming to it (someone
 * else may use it next). Never holds the logout back: a failure leaves the subscription, which
 * the server drops once the push service reports it gone.
 */
export async function forgetDeviceOnLogout(): Promise<void> {
  if (!savedForMe()) return
  await turnOffDevicePush().catch(() => rememberSavedForMe(false))
}
