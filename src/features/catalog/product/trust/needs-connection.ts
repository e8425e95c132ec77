import { toast } from '#lib/toast'

/**
 * Writing (a vote, a report, a question, an answer) needs the server's answer and is never queued:
 * offline it says so instead of failing later (issue 32).
 */
export function saidOffline(what: string): boolean {
  if (navigator.onLine) return false
  toast({ title: `برای ${what} به اینترنت وصل شوید`, variant: 'warning', id: 'trust-offline' })
  return true
}
