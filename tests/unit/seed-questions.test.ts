// The demo's questions and answers are stored as the API would store them (trust.ts's trustText:
// Persian letters and digits, spaces folded), within the contract's lengths.
import { describe, expect, it } from 'vitest'
import { trustText } from '../../server/modules/trust'
import { ASKERS, PENDING_QUESTIONS, QUESTIONS, REJECTED } from '../../server/seed/data/questions'

const texts = [
  ...QUESTIONS.flatMap((q) => [q.q, ...q.seller, ...q.buyer]),
  ...PENDING_QUESTIONS,
  REJECTED.q,
  REJECTED.reason,
]

describe('the demo questions', () => {
  it.each(texts)('«%s» reads as the API stores it', (text) => {
    expect(trustText(text, 'body', 1000)).toBe(text)
  })

  it('gives every question a seller answer and a buyer answer, and every asker a phone of their own', () => {
    for (const q of QUESTIONS) expect([q.seller.length > 0, q.buyer.length > 0]).toEqual([true, true])
    expect(new Set(ASKERS.map((a) => a.phone)).size).toBe(ASKERS.length)
    for (const a of ASKERS) expect(a.phone).toMatch(/^09124\d{6}$/)
  })
})
