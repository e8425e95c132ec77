// WebOTP (issue 31): where the browser has it (Chrome on Android), it reads the one-time code from
// the sign-in SMS, whose last line is `@<host> #<code>`, and hands it to the page once the person
// allows it. Elsewhere nothing happens and the code is typed (autocomplete="one-time-code" still
// offers it on iOS).

type OtpCredential = Credential & { code?: string }

/** Waits for the SMS's code and gives it to `onCode`; the returned function stops the wait. */
export function readSmsCode(onCode: (code: string) => void): () => void {
  if (typeof window === 'undefined' || !('OTPCredential' in window) || !navigator.credentials) return () => {}
  const controller = new AbortController()
  const request = { otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions
  navigator.credentials
    .get(request)
    .then((credential) => {
      const code = (credential as OtpCredential | null)?.code
      if (code && !controller.signal.aborted) onCode(code)
    })
    // Aborted (the step closed), refused by the person, or timed out: the code is typed instead.
    .catch(() => undefined)
  return () => controller.abort()
}
