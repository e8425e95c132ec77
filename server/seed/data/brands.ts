// Brands with their Persian and Latin names. Slugs are what the tree's leaves refer to.
import type { BrandDef } from './types'

export const BRANDS: BrandDef[] = [
  // digital
  { slug: 'samsung', fa: 'سامسونگ', en: 'Samsung' },
  { slug: 'apple', fa: 'اپل', en: 'Apple' },
  { slug: 'xiaomi', fa: 'شیائومی', en: 'Xiaomi' },
  { slug: 'huawei', fa: 'هوآوی', en: 'Huawei' },
  { slug: 'nokia', fa: 'نوکیا', en: 'Nokia' },
  { slug: 'asus', fa: 'ایسوس', en: 'ASUS' },
  { slug: 'lenovo', fa: 'لنوو', en: 'Lenovo' },
  { slug: 'hp', fa: 'اچ‌پی', en: 'HP' },
  { slug: 'sony', fa: 'سونی', en: 'Sony' },
  { slug: 'jbl', fa: 'جی‌بی‌ال', en: 'JBL' },
  { slug: 'anker', fa: 'انکر', en: 'Anker' },
  { slug: 'tsco', fa: 'تسکو', en: 'TSCO' },
  // fashion
  { slug: 'lc-waikiki', fa: 'ال‌سی وایکیکی', en: 'LC Waikiki' },
  { slug: 'koton', fa: 'کوتون', en: 'Koton' },
  { slug: 'hacoupian', fa: 'هاکوپیان', en: 'Hacoupian' },
  { slug: 'mango', fa: 'مانگو', en: 'Mango' },
  { slug: 'ecco', fa: 'اکو', en: 'Ecco' },
  { slug: 'charm-mashhad', fa: 'چرم مشهد', en: 'Charm Mashhad' },
  // home and kitchen
  { slug: 'lg', fa: 'ال‌جی', en: 'LG' },
  { slug: 'bosch', fa: 'بوش', en: 'Bosch' },
  { slug: 'philips', fa: 'فیلیپس', en: 'Philips' },
  { slug: 'pars-khazar', fa: 'پارس خزر', en: 'Pars Khazar' },
  { slug: 'emersun', fa: 'امرسان', en: 'Emersun' },
  { slug: 'snowa', fa: 'اسنوا', en: 'Snowa' },
  { slug: 'tefal', fa: 'تفال', en: 'Tefal' },
  { slug: 'zarin-iran', fa: 'زرین ایران', en: 'Zarin Iran' },
  // beauty and health
  { slug: 'loreal', fa: 'لورآل', en: 'LOreal' },
  { slug: 'nivea', fa: 'نیوآ', en: 'Nivea' },
  { slug: 'cinere', fa: 'سینره', en: 'Cinere' },
  { slug: 'maybelline', fa: 'میبلین', en: 'Maybelline' },
  { slug: 'remington', fa: 'رمینگتون', en: 'Remington' },
  { slug: 'braun', fa: 'براون', en: 'Braun' },
  // books and stationery (publishers are «نشر …»: book names say «انتشارات …» without it)
  { slug: 'nashr-cheshmeh', fa: 'نشر چشمه', en: 'Cheshmeh' },
  { slug: 'nashr-markaz', fa: 'نشر مرکز', en: 'Markaz' },
  { slug: 'nashr-ney', fa: 'نشر نی', en: 'Ney' },
  { slug: 'nashr-ghoghnoos', fa: 'نشر ققنوس', en: 'Ghoghnoos' },
  { slug: 'nashr-ofogh', fa: 'نشر افق', en: 'Ofogh' },
  { slug: 'papco', fa: 'پاپکو', en: 'Papco' },
  { slug: 'faber-castell', fa: 'فابر-کاستل', en: 'Faber-Castell' },
  { slug: 'stabilo', fa: 'استابیلو', en: 'Stabilo' },
  // sports and travel
  { slug: 'adidas', fa: 'آدیداس', en: 'Adidas' },
  { slug: 'nike', fa: 'نایکی', en: 'Nike' },
  { slug: 'puma', fa: 'پوما', en: 'Puma' },
  { slug: 'quechua', fa: 'کچوا', en: 'Quechua' },
  { slug: 'giant', fa: 'جاینت', en: 'Giant' },
  { slug: 'kettler', fa: 'کتلر', en: 'Kettler' },
  // tools
  { slug: 'makita', fa: 'ماکیتا', en: 'Makita' },
  { slug: 'ronix', fa: 'رونیکس', en: 'Ronix' },
  { slug: 'black-decker', fa: 'بلک اند دکر', en: 'Black and Decker' },
  { slug: 'tosan', fa: 'توسن', en: 'Tosan' },
  // toys
  { slug: 'lego', fa: 'لگو', en: 'LEGO' },
  { slug: 'hasbro', fa: 'هاسبرو', en: 'Hasbro' },
  { slug: 'mattel', fa: 'متل', en: 'Mattel' },
  { slug: 'hot-wheels', fa: 'هات ویلز', en: 'Hot Wheels' },
]
