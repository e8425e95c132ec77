// Draws the PWA icons (public/favicon.svg and public/icons/*.png) from one SVG with sharp, and the
// manifest shortcuts' icons from the app's own search, cart and orders glyphs (src/ui/shop-icons.tsx)
// on the same tile. Run after changing the mark: `node scripts/make-icons.mjs`. The outputs are
// committed.
import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const BRAND = '#b8481e'
const publicDir = fileURLToPath(new URL('../public/', import.meta.url))

// Three bazaar arches (a راسته is a bazaar's row of shops) under a roof line, on a terracotta tile.
const arches =
  'M12 19h40M15 46V32a5.7 5.7 0 0 1 11.3 0v14m0-14a5.7 5.7 0 0 1 11.4 0v14m0-14A5.7 5.7 0 0 1 49 32v14M11 47h42'

/** `inset` shrinks the mark toward the centre (maskable icons keep it inside the safe zone). */
function svg({ rounded, inset = 0 }) {
  const scale = 1 - inset * 2
  const offset = 64 * inset
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-labelledby="rasteh-logo-title">
  <title id="rasteh-logo-title">راسته</title>
  <rect width="64" height="64" rx="${rounded ? 16 : 0}" fill="${BRAND}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="${arches}" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>`
}

// The glyphs of src/ui/shop-icons.tsx (a 24-unit grid, stroked).
const glyphs = {
  search: '<circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/>',
  cart: '<path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2"/><circle cx="10" cy="20" r="1.2"/><circle cx="17" cy="20" r="1.2"/>',
  orders: '<path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Z"/><path d="M9 8h6M9 12h6"/>',
}

/** A shortcut's icon: the glyph in white on the rounded tile. */
function shortcutSvg(glyph) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="16" fill="${BRAND}"/>
  <g transform="translate(14 14) scale(1.5)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>
</svg>`
}

async function png(source, size, name) {
  await sharp(Buffer.from(source), { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${publicDir}icons/${name}`)
}

await mkdir(`${publicDir}icons`, { recursive: true })
await writeFile(`${publicDir}favicon.svg`, svg({ rounded: true }))
await png(svg({ rounded: true }), 192, 'icon-192.png')
await png(svg({ rounded: true }), 512, 'icon-512.png')
await png(svg({ rounded: false, inset: 0.12 }), 192, 'maskable-192.png')
await png(svg({ rounded: false, inset: 0.12 }), 512, 'maskable-512.png')
await png(svg({ rounded: false, inset: 0.06 }), 180, 'apple-touch-icon.png')
for (const [name, glyph] of Object.entries(glyphs)) await png(shortcutSvg(glyph), 96, `shortcut-${name}.png`)
console.log('icons written to public/')
