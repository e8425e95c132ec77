// Demo accounts (sign in with a one-time code from the server log) and the sellers' phones.

export const DEMO_ADMIN_PHONE = '09120000001'
export const DEMO_PROVIDER_PHONE = '09120000002'
export const DEMO_CUSTOMER_PHONE = '09120000003'
/** one seller who runs several of the demo stores */
export const SHARED_SELLER_PHONE = '09120000010'

export const DEMO_USERS: { phone: string; name: string; roles: string[] }[] = [
  { phone: DEMO_ADMIN_PHONE, name: 'مدیر راسته', roles: ['customer', 'admin'] },
  { phone: DEMO_PROVIDER_PHONE, name: 'فروشنده نمونه', roles: ['customer', 'provider'] },
  { phone: DEMO_CUSTOMER_PHONE, name: 'خریدار نمونه', roles: ['customer'] },
]

/** The owner of store #i when it has a seller of its own. */
export const sellerPhone = (i: number): string => `09121${String(i + 1).padStart(6, '0')}`

/**
 * The demo's buyers (issue 32): they place the seed's orders, review what was delivered and vote
 * on each other's reviews. Their phones are 09122000001…; customer #0 is the demo customer above.
 */
export const DEMO_BUYER_NAMES: string[] = [
  'مریم کاظمی',
  'علی رضایی',
  'زهرا موسوی',
  'محمد حسینی',
  'فاطمه احمدی',
  'حسین کریمی',
  'سارا جعفری',
  'رضا نوری',
  'نرگس صادقی',
  'امیر قاسمی',
  'الهام رحیمی',
  'مهدی عباسی',
  'سمیه اکبری',
  'حمید شریفی',
  'لیلا محمدی',
  'سعید یوسفی',
  'پریسا طاهری',
  'جواد مرادی',
  'نازنین حیدری',
  'کامران فرهادی',
  'مینا کریمیان',
  'بهروز سلیمانی',
  'شیما رستمی',
  'فرهاد جلالی',
  'هانیه باقری',
  'مجید نظری',
  'آزاده کامرانی',
  'پیمان زارعی',
  'مهسا اسدی',
  'کاوه بهرامی',
  'رویا عزیزی',
  'یاسر قربانی',
  'نگار توکلی',
  'بابک شکوهی',
  'ترانه میرزایی',
  'داوود خلیلی',
]

export const demoBuyerPhone = (i: number): string => `09122${String(i + 1).padStart(6, '0')}`
