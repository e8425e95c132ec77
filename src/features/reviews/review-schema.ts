import * as v from 'valibot'
import { toPersianDigits } from '#lib/fa'
import { MAX_POINTS, POINT_MAX_LENGTH } from './points-field'

// The contract's ReviewInput limits, with the words a buyer reads. The server checks them again
// (and refuses HTML); its answer, when it refuses, is shown as it words it.
const MARKUP = /<\/?[a-z!][^>]*>|&[a-z#0-9]+;/i
const plain = (what: string) =>
  v.check((value: string) => !MARKUP.test(value), `${what} نباید کد HTML داشته باشد؛ فقط متن ساده بنویسید`)

const point = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(),
  v.maxLength(POINT_MAX_LENGTH, `هر مورد حداکثر ${toPersianDigits(POINT_MAX_LENGTH)} نویسه است`),
  plain('این مورد'),
)

export const TITLE_MAX = 100
export const BODY_MAX = 2000
export const MAX_PHOTOS = 5

export const reviewSchema = v.object({
  rating: v.pipe(v.number(), v.minValue(1, 'امتیاز خود را با ستاره‌ها انتخاب کنید'), v.maxValue(5)),
  title: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(TITLE_MAX, `عنوان حداکثر ${toPersianDigits(TITLE_MAX)} نویسه است`),
    plain('عنوان'),
  ),
  body: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || value.length >= 2, 'متن دیدگاه دست‌کم ۲ نویسه است'),
    v.maxLength(BODY_MAX, `متن دیدگاه حداکثر ${toPersianDigits(BODY_MAX)} نویسه است`),
    plain('متن دیدگاه'),
  ),
  strengths: v.pipe(v.array(point), v.maxLength(MAX_POINTS)),
  weaknesses: v.pipe(v.array(point), v.maxLength(MAX_POINTS)),
})

export type ReviewValues = v.InferInput<typeof reviewSchema>
