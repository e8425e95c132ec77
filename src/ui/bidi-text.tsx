import { latinRuns } from '#lib/bidi'

/**
 * A name, code or address as Persian text with each Latin run isolated left to right (lib/bidi.ts),
 * so model codes keep their order in a right-to-left line. Used wherever such text is shown.
 */
export function BidiText({ text }: { text: string | null | undefined }) {
  if (!text) return null
  const parts = latinRuns(text)
  if (parts.length === 1 && !parts[0].latin) return <>{text}</>
  return (
    <>
      {parts.map((part, i) =>
        part.latin ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
          <bdi key={i} dir="ltr">
            {part.text}
          </bdi>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
