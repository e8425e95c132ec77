// The first answers of a page, embedded in its HTML by the server (server/plugins/page-data.ts).
// The API client's fetch asks here first: a GET without a token for exactly one of those
// addresses is answered from the page, once; anything else goes to the network.

interface PageAnswer {
  url: string
  body: unknown
}

let answers: PageAnswer[] | undefined

function embedded(): PageAnswer[] {
  if (answers) return answers
  answers = []
  const element = typeof document === 'undefined' ? null : document.getElementById('page-data')
  if (!element?.textContent) return answers
  try {
    const parsed: unknown = JSON.parse(element.textContent)
    if (Array.isArray(parsed)) answers = parsed as PageAnswer[]
  } catch {
    // A page without usable answers simply asks the network.
  }
  return answers
}

/** The embedded answer for this request (taken: a second ask goes to the network), or null. */
export function takePageAnswer(request: Request): Response | null {
  if (request.method !== 'GET' || request.headers.has('Authorization')) return null
  const list = embedded()
  if (!list.length) return null
  const url = new URL(request.url)
  const index = list.findIndex((answer) => answer.url === url.pathname + url.search)
  if (index < 0) return null
  const [answer] = list.splice(index, 1)
  return new Response(JSON.stringify(answer.body), { status: 200, headers: { 'Content-Type': 'application/json' } })
}
