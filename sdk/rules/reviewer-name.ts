// How a reviewer, asker or answerer is named in public (issue 32): the first name and the initial
// of the last one («مریم ک.»), never the whole name; someone with no name is «کاربر راسته».

/** «مریم کریمی» → «مریم ک.», «مریم» → «مریم», none → «کاربر راسته». */
export function publicName(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (!words.length) return 'کاربر راسته'
  const [first, ...rest] = words
  const last = rest.at(-1)
  return last ? `${first} ${[...last][0]}.` : first
}
