// More product silhouettes (books, sports, tools, toys); see shapes-a.ts for the conventions.
import type { Ink } from './shapes-a'

type Shape = (ink: Ink) => string

export const SHAPES_B: Record<string, Shape> = {
  book: ({ c, a, l }) =>
    `<rect x="180" y="120" width="240" height="340" rx="10" fill="${c}"/>
     <rect x="180" y="120" width="34" height="340" fill="${a}"/>
     <rect x="250" y="180" width="130" height="18" rx="6" fill="${l}"/><rect x="250" y="215" width="90" height="12" rx="6" fill="${l}"/>`,
  notebook: ({ c, a, l }) =>
    `<rect x="190" y="110" width="230" height="360" rx="12" fill="${l}" stroke="${c}" stroke-width="10"/>
     ${[150, 200, 250, 300, 350, 400].map((y) => `<circle cx="190" cy="${y}" r="12" fill="${a}"/>`).join('')}
     ${[180, 230, 280, 330, 380].map((y) => `<line x1="230" y1="${y}" x2="390" y2="${y}" stroke="${c}" stroke-width="4"/>`).join('')}`,
  pen: ({ c, a }) =>
    `<g transform="rotate(35 300 300)"><rect x="280" y="110" width="40" height="300" rx="12" fill="${c}"/>
     <path d="M280 410 H320 L300 470 Z" fill="${a}"/><rect x="312" y="130" width="12" height="110" rx="4" fill="${a}"/></g>`,
  pencils: ({ c, a, l }) =>
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect x="${190 + i * 46}" y="170" width="36" height="250" fill="${[c, a, l, c, a][i]}"/>
           <path d="M${190 + i * 46} 170 L${208 + i * 46} 120 L${226 + i * 46} 170 Z" fill="${l}"/>`,
      )
      .join(''),
  dumbbell: ({ c, a }) =>
    `<rect x="190" y="285" width="220" height="30" rx="10" fill="${a}"/>
     <rect x="130" y="210" width="50" height="180" rx="12" fill="${c}"/><rect x="180" y="235" width="30" height="130" rx="8" fill="${c}"/>
     <rect x="420" y="210" width="50" height="180" rx="12" fill="${c}"/><rect x="390" y="235" width="30" height="130" rx="8" fill="${c}"/>`,
  sneaker: ({ c, a, l }) =>
    `<path d="M110 390 L140 270 Q200 260 240 300 L300 320 Q420 330 480 380 V400 H110 Z" fill="${c}"/>
     <rect x="100" y="398" width="395" height="30" rx="14" fill="${l}"/>
     <path d="M170 300 L340 360" stroke="${a}" stroke-width="14"/>`,
  tent: ({ c, a, l }) =>
    `<path d="M300 130 L490 450 H110 Z" fill="${c}"/><path d="M300 130 L360 450 H240 Z" fill="${a}"/>
     <path d="M300 250 L340 450 H260 Z" fill="${l}"/>`,
  bicycle: ({ c, a }) =>
    `<circle cx="180" cy="380" r="80" fill="none" stroke="${c}" stroke-width="16"/>
     <circle cx="420" cy="380" r="80" fill="none" stroke="${c}" stroke-width="16"/>
     <path d="M180 380 L260 260 H390 L420 380 M260 260 L310 380 L390 260 M240 230 H290 M380 230 L390 260" fill="none" stroke="${a}" stroke-width="14"/>`,
  drill: ({ c, a, l }) =>
    `<rect x="150" y="200" width="240" height="90" rx="30" fill="${c}"/><rect x="390" y="230" width="90" height="30" rx="6" fill="${l}"/>
     <path d="M230 290 H300 L320 420 H250 Z" fill="${a}"/><rect x="230" y="410" width="110" height="50" rx="10" fill="${c}"/>`,
  wrench: ({ c, a }) =>
    `<g transform="rotate(-40 300 300)"><rect x="280" y="170" width="40" height="280" rx="16" fill="${c}"/>
     <path d="M250 110 A60 60 0 1 0 350 110 L330 150 H270 Z" fill="${c}"/><circle cx="300" cy="410" r="14" fill="${a}"/></g>`,
  toolbox: ({ c, a, l }) =>
    `<path d="M250 220 V180 H350 V220" fill="none" stroke="${a}" stroke-width="16"/>
     <rect x="130" y="220" width="340" height="220" rx="16" fill="${c}"/>
     <rect x="130" y="290" width="340" height="16" fill="${a}"/><rect x="280" y="280" width="40" height="36" rx="6" fill="${l}"/>`,
  sprayer: ({ c, a, l }) =>
    `<rect x="220" y="220" width="170" height="240" rx="40" fill="${c}"/><rect x="260" y="190" width="90" height="40" rx="10" fill="${a}"/>
     <path d="M390 280 Q470 290 480 200" fill="none" stroke="${a}" stroke-width="12"/><rect x="245" y="300" width="120" height="80" rx="10" fill="${l}"/>`,
  blocks: ({ c, a, l }) =>
    `<rect x="150" y="320" width="140" height="120" rx="8" fill="${c}"/><rect x="300" y="320" width="140" height="120" rx="8" fill="${a}"/>
     <rect x="225" y="190" width="140" height="120" rx="8" fill="${l}"/>
     ${[180, 240, 330, 390, 255, 315].map((x, i) => `<rect x="${x}" y="${i < 4 ? 300 : 170}" width="30" height="22" rx="4" fill="${i % 2 ? a : c}"/>`).join('')}`,
  teddy: ({ c, a, l }) =>
    `<circle cx="220" cy="170" r="45" fill="${c}"/><circle cx="380" cy="170" r="45" fill="${c}"/>
     <circle cx="300" cy="240" r="110" fill="${c}"/><ellipse cx="300" cy="410" rx="130" ry="90" fill="${c}"/>
     <ellipse cx="300" cy="275" rx="45" ry="32" fill="${l}"/><circle cx="260" cy="220" r="10" fill="${a}"/><circle cx="340" cy="220" r="10" fill="${a}"/>`,
  car: ({ c, a, l }) =>
    `<path d="M110 380 V320 L190 310 L240 240 H380 L440 310 L490 330 V380 Z" fill="${c}"/>
     <path d="M255 255 H300 V310 H215 Z M320 255 H370 L410 310 H320 Z" fill="${l}"/>
     <circle cx="200" cy="390" r="42" fill="${a}"/><circle cx="400" cy="390" r="42" fill="${a}"/>`,
  puzzle: ({ c, a, l }) =>
    `<path d="M160 160 H280 A30 30 0 1 1 320 160 H440 V280 A30 30 0 1 0 440 320 V440 H160 Z" fill="${c}"/>
     <rect x="180" y="180" width="110" height="110" fill="${a}"/><rect x="310" y="310" width="110" height="110" fill="${l}"/>`,
}
