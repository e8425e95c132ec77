// What would raise a seller's score (getMyStoreScore): its weakest parts first, in Persian, with
// the figure behind each so the seller sees why.
import { toPersianDigits } from '#sdk/rules/digits'
import type { components } from '#sdk/schema'
import { MIN_ORDERS, WEIGHTS, WINDOW_DAYS } from './formula'
import type { SellerScore } from './scores'

type Advice = components['schemas']['SellerScoreWithAdvice']['advice'][number]

const percent = (rate: number) => `${toPersianDigits(Math.round(rate * 100))}٪`
/** A part at or above this goodness needs no advice. */
const GOOD = 0.95

export function adviceFor(s: SellerScore): Advice[] {
  if (s.is_new) {
    const left = MIN_ORDERS - s.orders_90d
    return [
      {
        part: 'orders',
        text: `با ${toPersianDigits(left)} سفارش دیگر در ${toPersianDigits(WINDOW_DAYS)} روز، امتیاز شما به‌جای «فروشنده جدید» نمایش داده می‌شود`,
      },
    ]
  }
  const parts: { part: Advice['part']; goodness: number; text: string }[] = []
  if (s.on_time.rate !== null)
    parts.push({
      part: 'on_time',
      goodness: s.on_time.rate,
      text: `${percent(s.on_time.rate)} سفارش‌ها به‌موقع ارسال شده‌اند؛ هر سفارش را پیش از پایان روزهایی که روش ارسالش وعده می‌دهد بفرستید`,
    })
  if (s.seller_cancellations.rate !== null)
    parts.push({
      part: 'seller_cancellations',
      goodness: 1 - s.seller_cancellations.rate * 4,
      text: `${percent(s.seller_cancellations.rate)} سفارش‌ها را خودتان لغو کرده‌اید؛ موجودی کالاها را به‌روز نگه دارید تا ناچار به لغو نشوید`,
    })
  if (s.returns.has_data && s.returns.rate !== null)
    parts.push({
      part: 'returns',
      goodness: 1 - s.returns.rate * 4,
      text: `${percent(s.returns.rate)} سفارش‌ها به‌خاطر ایراد فروشنده مرجوع شده‌اند؛ کالا را پیش از ارسال بررسی کنید`,
    })
  if (s.rating.average !== null)
    parts.push({
      part: 'rating',
      goodness: (s.rating.average - 1) / 4,
      text: `میانگین امتیاز خریداران ${toPersianDigits(s.rating.average.toFixed(1))} از ۵ است؛ توضیح دقیق کالا و بسته‌بندی خوب رضایت خریداران را بالا می‌برد`,
    })
  // Weakest first: the part whose shortfall costs the most points.
  const weight = (p: Advice['part']) => (p === 'orders' ? 0 : WEIGHTS[p])
  return parts
    .filter((p) => p.goodness < GOOD)
    .sort((a, b) => weight(b.part) * (1 - b.goodness) - weight(a.part) * (1 - a.goodness))
    .map(({ part, text }) => ({ part, text }))
}
