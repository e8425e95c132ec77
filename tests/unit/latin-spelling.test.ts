// Persian spellings of Latin names (issue 27 item 5): the dictionary's forms of a token, words typed
// apart joined, the sound-alike rule, and the vocabulary's use of both when nothing matches as typed.
import { describe, expect, it } from 'vitest'
import { consonants, dictionaryForms, joinDictionaryWords } from '../../server/modules/catalog/latin-spelling'
import { searchTerms } from '../../server/modules/catalog/search-terms'
import { alternatives, Vocabulary } from '../../server/modules/catalog/vocabulary'

describe('Persian spellings of Latin names', () => {
  it('gives a listed spelling its Latin word, and its spellings with a space', () => {
    expect(dictionaryForms('آیفون')).toEqual(['iphone', 'آی فون'])
    expect(dictionaryForms('ردمی')).toEqual(['redmi'])
    expect(dictionaryForms('اچپی')).toEqual(['hp'])
    expect(dictionaryForms('مکبوک')).toEqual(['macbook', 'مک بوک'])
    expect(dictionaryForms('گوشی')).toEqual([])
    expect(joinDictionaryWords(['لپ', 'تاپ', 'مک', 'بوک', 'ایر'])).toEqual(['لپ', 'تاپ', 'مکبوک', 'ایر'])
    expect(searchTerms('مک‌بوک ایر')?.tokens).toEqual(['مکبوک', 'ایر'])
  })

  it('reads the same consonants from both scripts', () => {
    for (const [fa, en] of [
      ['آیفون', 'iphone'],
      ['ردمی', 'redmi'],
      ['گلکسی', 'galaxy'],
      ['پاویلیون', 'pavilion'],
      ['ویکتوس', 'victus'],
      ['بومباکس', 'boombox'],
      ['کچوا', 'quechua'],
    ])
      expect([fa, consonants(fa)]).toEqual([fa, consonants(en)])
    expect(consonants('ردمی')).not.toBe(consonants('nova'))
  })

  it('writes an unknown Persian word as the catalogue Latin word that sounds the same, before correcting it', () => {
    const words = new Vocabulary(
      new Map([
        ['اسپیکر', 40],
        ['jbl', 30],
        ['flip', 12],
        ['15', 9],
        ['boombox', 3],
      ]),
    )
    expect(words.fix(['اسپیکر', 'فلیپ'])).toEqual(['اسپیکر', 'flip'])
    expect(words.fix(['بومباکس'])).toEqual(['boombox'])
    // A number is left out before a word: «فلیپ ۱۵» without a Flip 15 shows the Flips.
    expect(alternatives(words, ['flip', '15'])).toEqual([['flip'], ['15']])
  })
})
