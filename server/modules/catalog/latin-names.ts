// The Persian spellings shoppers type for Latin product lines, model words and brands (issue 27
// item 5): «آیفون ۱۵» must find «iPhone 15». Maintained here, by hand: add a line when a search log
// or a new catalogue line shows a spelling that finds nothing. Keys are written as people write them
// (ZWNJ, a space or neither: all three are accepted); values are the Latin word as it stands in
// product names, lower case. A brand's own Persian name needs no entry (products' search_text holds
// it, from the brands table); list only its other spellings (هواوی for هوآوی). Words not listed
// here are still found by the sound-alike rule of latin-spelling.ts, against the catalogue's words.
export const LATIN_NAMES: Readonly<Record<string, string>> = {
  // Apple
  آیفون: 'iphone',
  ایفون: 'iphone',
  آیپد: 'ipad',
  ایپد: 'ipad',
  'آی پد': 'ipad',
  'آی فون': 'iphone',
  'مک بوک': 'macbook',
  ایرپاد: 'airpods',
  ایرپادز: 'airpods',
  'ایر پاد': 'airpods',
  'ایر پادز': 'airpods',
  ایرپادس: 'airpods',
  // Samsung
  گلکسی: 'galaxy',
  گالاکسی: 'galaxy',
  گلاکسی: 'galaxy',
  بادز: 'buds',
  // Xiaomi (the brand's own spelling is شیائومی; these are the others)
  شیاومی: 'xiaomi',
  شیامی: 'xiaomi',
  ردمی: 'redmi',
  پوکو: 'poco',
  // Huawei
  هواوی: 'huawei',
  هوواوی: 'huawei',
  نوا: 'nova',
  میت: 'mate',
  'میت بوک': 'matebook',
  'میت پد': 'matepad',
  // laptops
  پاویلیون: 'pavilion',
  پاویلون: 'pavilion',
  ویکتوس: 'victus',
  'پرو بوک': 'probook',
  'ویوو بوک': 'vivobook',
  ویوبوک: 'vivobook',
  'زن بوک': 'zenbook',
  'تینک پد': 'thinkpad',
  'ثینک پد': 'thinkpad',
  'ایده پد': 'ideapad',
  لژیون: 'legion',
  لجیون: 'legion',
  // audio and watches
  'ساند کور': 'soundcore',
  'پاور بانک': 'powerbank',
  // model words
  پرو: 'pro',
  مکس: 'max',
  اولترا: 'ultra',
  الترا: 'ultra',
  پلاس: 'plus',
  مینی: 'mini',
  لایت: 'lite',
  نوت: 'note',
  تب: 'tab',
  پد: 'pad',
  ایر: 'air',
  واچ: 'watch',
  کلاسیک: 'classic',
  // other brands' other spellings
  // (written joined: the brand's own name, with its ZWNJ or a space, is in the texts already)
  اچپی: 'hp',
  الجی: 'lg',
  جیبیال: 'jbl',
  ایسوز: 'asus',
  لنووو: 'lenovo',
  ادیداس: 'adidas',
  نایک: 'nike',
  'ایر فورس': 'air force',
}
