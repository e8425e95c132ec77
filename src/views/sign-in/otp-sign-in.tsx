import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { type CodeFlow, requestCode, useCompleteSignIn, verifyCode } from '#api/auth'
import { reportError } from '#lib/errors'
import { ApiError } from '#sdk'
import { CodeStep } from './code-step'
import { PhoneStep } from './phone-step'

interface OtpSignInProps {
  flow: CodeFlow
  /** Sign-up screens ask for the name; it is kept when the code creates the user. */
  askName?: boolean
  returnTo?: string
  submitLabel: string
}

interface Pending {
  phone: string
  name?: string
  sentMessage: string
  resendAt: number
}

/** Phone, then code: request a one-time code, verify it, keep the session and move on. */
export function OtpSignIn({ flow, askName, returnTo, submitLabel }: OtpSignInProps) {
  const [pending, setPending] = useState<Pending | null>(null)
  /** When a 429 said how long to wait: no new code may be asked for until then (a countdown shows). */
  const [blockedUntil, setBlockedUntil] = useState<number | null>(null)
  const completeSignIn = useCompleteSignIn()

  // Server errors (wrong number, 429 too many codes…) show as the generic 'خطا' toast with their detail.
  const request = useMutation({
    mutationFn: (input: { phone: string; name?: string }) => requestCode(flow, input.phone),
    onSuccess: (sent, input) =>
      setPending({ ...input, sentMessage: sent.detail, resendAt: Date.now() + sent.resend_in * 1000 }),
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status !== 429 || !error.retryAfter) return
      const until = Date.now() + error.retryAfter * 1000
      setBlockedUntil(until)
      setPending((p) => (p ? { ...p, resendAt: until } : p))
    },
  })

  // A wrong or expired code is the code field's error; anything else is the generic toast.
  const verify = useMutation({
    mutationFn: (code: string) => {
      if (!pending) throw new Error('No code was requested')
      return verifyCode(flow, { phone: pending.phone, code, name: pending.name })
    },
    meta: { silentError: true },
    onSuccess: (pair) => completeSignIn(pair, returnTo),
    onError: (error) => {
      if (!isCodeError(error)) reportError(error)
    },
  })

  if (!pending) {
    return (
      <PhoneStep
        askName={askName}
        pending={request.isPending}
        blockedUntil={blockedUntil}
        onSubmit={(input) => request.mutate(input)}
      />
    )
  }

  return (
    <CodeStep
      phone={pending.phone}
      sentMessage={pending.sentMessage}
      resendAt={pending.resendAt}
      pending={verify.isPending || verify.isSuccess}
      resending={request.isPending}
      submitLabel={submitLabel}
      serverError={isCodeError(verify.error) ? verify.error.detail : null}
      onCodeChange={() => {
        if (verify.isError) verify.reset()
      }}
      onSubmit={(code) => verify.mutate(code)}
      onResend={() => request.mutate({ phone: pending.phone, name: pending.name })}
      onEditPhone={() => {
        setPending(null)
        verify.reset()
      }}
    />
  )
}

/** The server refused the code itself (wrong, expired, too many tries, not digits). */
function isCodeError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.status === 400 || (error.status === 422 && !!error.errors?.some((e) => e.field === 'body.code')))
  )
}
