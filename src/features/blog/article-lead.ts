// An article's excerpt is written for its card; the article page shows it above the body as a
// lead only when it says something the body does not open with. Excerpts are often the first
// paragraph itself, or its start cut with «…» (as the demo posts' are), and shown twice in a row
// it reads as a mistake.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The excerpt to show as the article's lead, or null when the body already opens with it. */
export function articleLead(excerpt: string | null, bodyHtml: string): string | null {
  const lead = excerpt?.trim()
  if (!lead) return null
  const start = lead.replace(/(…|\.\.\.)$/, '').trim()
  return plain(bodyHtml).startsWith(start) ? null : lead
}
