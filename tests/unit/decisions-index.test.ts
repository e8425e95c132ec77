// The decision records (docs/decisions/NNN-*.md) and their index (docs/decisions/README.md) agree:
// under its title every record has one line with the date it was added and its status (Accepted,
// maybe with a note in brackets, or Superseded by a record that exists), and it has one row in the
// index with the same title, status and date.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const dir = join(import.meta.dirname, '../../docs/decisions')
const records = readdirSync(dir)
  .filter((f) => /^\d{3}-.+\.md$/.test(f))
  .sort()
  .map((file) => {
    const lines = readFileSync(join(dir, file), 'utf8').split('\n')
    return { file, number: file.slice(0, 3), lines }
  })
const index = readFileSync(join(dir, 'README.md'), 'utf8')
const rows = new Map(
  [...index.matchAll(/^\| (\d{3}) \| \[(.+)\]\((.+?)\) \| (.+) \| (\d{4}-\d{2}-\d{2}) \|$/gm)].map((m) => [
    m[1],
    { title: m[2], file: m[3], status: m[4], date: m[5] },
  ]),
)
const HEAD =
  /^Date: (\d{4}-\d{2}-\d{2}) · Status: (Accepted(?: \(.+\))?|Superseded by \[(\d{3})\]\((\d{3}-[^)]+\.md)\))$/

describe('decision records', () => {
  it('are numbered 001 up without gaps', () => {
    expect(records.map((r) => Number(r.number))).toEqual(records.map((_, i) => i + 1))
  })

  it.each(records)('$file starts with its title, then its date and status', ({ file, number, lines }) => {
    expect(lines[0]).toMatch(new RegExp(`^# ${number} — \\S`))
    expect(lines[1]).toBe('')
    const head = lines[2].match(HEAD)
    expect(
      head,
      `${file}: "Date: YYYY-MM-DD · Status: Accepted" or "… · Status: Superseded by [NNN](NNN-….md)"`,
    ).not.toBeNull()
    if (head?.[3]) expect(records.some((r) => r.file === head[4] && r.number === head[3])).toBe(true)
    expect(lines[3]).toBe('')
  })

  it.each(records)('$file has its row in the index', ({ file, number, lines }) => {
    const row = rows.get(number)
    expect(row, `docs/decisions/README.md has no row for ${number}`).toBeDefined()
    const head = lines[2].match(HEAD)
    expect(row).toEqual({
      title: lines[0].replace(/^# \d{3} — /, ''),
      file,
      status: head?.[2],
      date: head?.[1],
    })
  })

  it('the index lists no record that does not exist', () => {
    expect([...rows.keys()].sort()).toEqual(records.map((r) => r.number))
  })
})
