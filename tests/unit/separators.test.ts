// Persian zero «۰» is a dot: a dot used as a separator beside Persian digits reads as a digit
// («۴ آذر · موبایل» looks like «۴۰ آذر»). The UI separates with the Persian comma «،» instead,
// so no dot-like separator may appear in the app's or the server's text.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Middle dot, bullet, bullet operator, dot operator, katakana middle dot. */
const DOTS = /[\u00B7\u2022\u2219\u22C5\u30FB]/

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return files(path)
    return /\.(tsx?|css|html|json)$/.test(name) ? [path] : []
  })
}

describe('separators beside Persian digits', () => {
  it('uses no dot-like separator anywhere in src/ or server/', () => {
    const found: string[] = []
    for (const file of [...files('src'), ...files('server')]) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (DOTS.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`)
        })
    }
    expect(found).toEqual([])
  })
})
