// Product silhouettes, drawn as plain SVG on a 600×600 canvas centred on (300, 300). Shapes only:
// text would need fonts the server may not have (Persian especially). `c` is the main colour,
// `a` an accent and `l` a light tint.

export interface Ink {
  c: string
  a: string
  l: string
}

type Shape = (ink: Ink) => string

export const SHAPES_A: Record<string, Shape> = {
  phone: ({ c, a, l }) =>
    `<rect x="200" y="110" width="200" height="380" rx="32" fill="${c}"/>
     <rect x="214" y="140" width="172" height="310" rx="10" fill="${l}"/>
     <circle cx="300" cy="470" r="9" fill="${a}"/><rect x="270" y="122" width="60" height="8" rx="4" fill="${a}"/>`,
  laptop: ({ c, a, l }) =>
    `<rect x="150" y="150" width="300" height="200" rx="14" fill="${c}"/>
     <rect x="166" y="166" width="268" height="168" rx="4" fill="${l}"/>
     <path d="M110 370 H490 L460 410 H140 Z" fill="${a}"/>`,
  headphones: ({ c, a }) =>
    `<path d="M170 340 V290 A130 130 0 0 1 430 290 V340" fill="none" stroke="${c}" stroke-width="26"/>
     <rect x="140" y="320" width="70" height="120" rx="26" fill="${a}"/>
     <rect x="390" y="320" width="70" height="120" rx="26" fill="${a}"/>`,
  watch: ({ c, a, l }) =>
    `<rect x="255" y="120" width="90" height="360" rx="30" fill="${a}"/>
     <rect x="215" y="210" width="170" height="180" rx="44" fill="${c}"/>
     <rect x="232" y="228" width="136" height="144" rx="32" fill="${l}"/>`,
  shirt: ({ c, a }) =>
    `<path d="M230 130 L180 150 L110 230 L160 280 L200 245 V470 H400 V245 L440 280 L490 230 L420 150 L370 130 Q300 175 230 130 Z" fill="${c}"/>
     <path d="M270 140 L300 200 L330 140" fill="none" stroke="${a}" stroke-width="10"/>`,
  dress: ({ c, a }) =>
    `<path d="M250 120 H350 L340 230 L440 470 H160 L260 230 Z" fill="${c}"/>
     <rect x="255" y="225" width="90" height="18" rx="6" fill="${a}"/>`,
  shoe: ({ c, a, l }) =>
    `<path d="M120 380 V290 Q150 280 190 300 L260 330 Q330 300 380 330 L470 350 Q500 370 490 400 H120 Z" fill="${c}"/>
     <rect x="110" y="400" width="390" height="26" rx="10" fill="${a}"/>
     <path d="M210 315 L240 300 M240 325 L270 310" stroke="${l}" stroke-width="8"/>`,
  bag: ({ c, a }) =>
    `<path d="M240 230 V190 A60 60 0 0 1 360 190 V230" fill="none" stroke="${a}" stroke-width="18"/>
     <path d="M160 230 H440 L470 460 H130 Z" fill="${c}"/><rect x="280" y="280" width="40" height="30" rx="6" fill="${a}"/>`,
  fridge: ({ c, a, l }) =>
    `<rect x="200" y="100" width="200" height="400" rx="18" fill="${l}" stroke="${c}" stroke-width="10"/>
     <line x1="200" y1="250" x2="400" y2="250" stroke="${c}" stroke-width="10"/>
     <rect x="360" y="150" width="14" height="60" rx="6" fill="${a}"/><rect x="360" y="290" width="14" height="90" rx="6" fill="${a}"/>`,
  kettle: ({ c, a }) =>
    `<path d="M200 460 L220 240 H380 L400 460 Z" fill="${c}"/>
     <path d="M380 270 Q460 280 440 380 L400 400" fill="none" stroke="${a}" stroke-width="22"/>
     <path d="M220 250 L150 210" stroke="${c}" stroke-width="26"/><rect x="260" y="205" width="80" height="40" rx="12" fill="${a}"/>`,
  pot: ({ c, a }) =>
    `<rect x="160" y="260" width="280" height="180" rx="30" fill="${c}"/>
     <rect x="140" y="240" width="320" height="32" rx="12" fill="${a}"/>
     <rect x="270" y="205" width="60" height="35" rx="10" fill="${a}"/>
     <rect x="100" y="300" width="60" height="22" rx="8" fill="${c}"/><rect x="440" y="300" width="60" height="22" rx="8" fill="${c}"/>`,
  lamp: ({ c, a, l }) =>
    `<path d="M210 160 H390 L440 300 H160 Z" fill="${c}"/>
     <rect x="290" y="300" width="20" height="130" fill="${a}"/><ellipse cx="300" cy="445" rx="90" ry="22" fill="${a}"/>
     <ellipse cx="300" cy="300" rx="140" ry="10" fill="${l}"/>`,
  bottle: ({ c, a, l }) =>
    `<rect x="270" y="110" width="60" height="60" rx="8" fill="${a}"/>
     <path d="M250 170 H350 Q400 200 400 260 V470 H200 V260 Q200 200 250 170 Z" fill="${c}"/>
     <rect x="225" y="290" width="150" height="110" rx="10" fill="${l}"/>`,
  jar: ({ c, a, l }) =>
    `<rect x="170" y="200" width="260" height="60" rx="16" fill="${a}"/>
     <rect x="180" y="255" width="240" height="190" rx="36" fill="${c}"/>
     <rect x="220" y="310" width="160" height="70" rx="10" fill="${l}"/>`,
  lipstick: ({ c, a }) =>
    `<path d="M260 230 V150 L340 120 V230 Z" fill="${c}"/>
     <rect x="245" y="230" width="110" height="60" rx="6" fill="${a}"/><rect x="235" y="290" width="130" height="190" rx="10" fill="${a}"/>`,
  dryer: ({ c, a, l }) =>
    `<rect x="150" y="190" width="250" height="120" rx="60" fill="${c}"/>
     <rect x="390" y="215" width="70" height="70" rx="12" fill="${a}"/>
     <path d="M240 300 L280 300 L300 470 L250 470 Z" fill="${c}"/><circle cx="210" cy="250" r="30" fill="${l}"/>`,
}
