import type { InfoSection } from './info-types'

// The public contact details in one place. The address is a placeholder (.example is reserved
// for examples): the operator puts the real ones here before launch.
export const CONTACT = {
  email: 'support@rasteh.example',
  sellersEmail: 'sellers@rasteh.example',
  hours: 'شنبه تا چهارشنبه، ساعت ۹ تا ۱۷ و پنجشنبه‌ها ساعت ۹ تا ۱۳',
}

export const contactLead =
  'پرسشی درباره سفارش، بازگشت کالا یا فروشندگی در راسته دارید؟ بیشتر پاسخ‌ها در «پرسش‌های متداول» آمده است؛ اگر پاسخ خود را آن‌جا پیدا نکردید، از یکی از راه‌های زیر با ما در تماس باشید.'

export const contactSections: InfoSection[] = [
  {
    title: 'پیش از تماس',
    bullets: [
      'برای پیگیری سفارش، شماره سفارش را از بخش «سفارش‌های من» آماده داشته باشید.',
      'برای بازگشت کالا، چند عکس واضح از کالا و بسته‌بندی آن بگیرید.',
      'فروشندگان برای پرسش‌های پنل فروشگاه، شناسه فروشگاه خود را ذکر کنند.',
    ],
  },
  {
    title: 'زمان پاسخ‌گویی',
    paragraphs: [
      'پیام‌ها به ترتیب دریافت بررسی می‌شوند و معمولاً در کمتر از یک روز کاری پاسخ داده می‌شوند. پیام‌هایی که در روزهای تعطیل می‌رسند، در نخستین روز کاری بعد بررسی می‌شوند.',
    ],
  },
]
