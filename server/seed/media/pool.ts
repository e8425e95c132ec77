// The image pool the seed points at, rendered locally from SVG with sharp (no network): 8 product
// images per root category, store logos and banners, blog covers, and the 240×240 placeholder.
// Files that already exist are kept, so a second seed (or restart) costs nothing.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ROOTS } from '../data/tree'
import { PLACEHOLDER_FILE, placeholderSvg, renderWebp } from './render'
import { type Ink, SHAPES_A } from './shapes-a'
import { SHAPES_B } from './shapes-b'

const SHAPES = { ...SHAPES_A, ...SHAPES_B }

export const hsl = (h: number, s: number, l: number) => `hsl(${((h % 360) + 360) % 360},${s}%,${l}%)`
const ink = (h: number): Ink => ({ c: hsl(h, 45, 32), a: hsl(h + 25, 65, 52), l: hsl(h, 70, 94) })

interface Job {
  file: string
  svg: () => string
}

const svgDoc = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`

const gradient = (id: string, h: number, w: number, hgt: number) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(h, 60, 93)}"/>` +
  `<stop offset="1" stop-color="${hsl(h + 20, 55, 78)}"/></linearGradient></defs><rect width="${w}" height="${hgt}" fill="url(#${id})"/>`

export function productImageSvg(shape: string, hue: number): string {
  const draw = SHAPES[shape]
  return svgDoc(
    600,
    600,
    `${gradient('g', hue, 600, 600)}<circle cx="300" cy="300" r="230" fill="${hsl(hue, 60, 97)}" opacity="0.7"/>${draw(ink(hue))}`,
  )
}

function logoSvg(i: number): string {
  const h = (i * 47) % 360
  const marks = [
    `<circle cx="128" cy="128" r="60" fill="none" stroke="#fff" stroke-width="18"/>`,
    `<path d="M128 58 L198 128 L128 198 L58 128 Z" fill="#fff"/>`,
    `<rect x="70" y="80" width="28" height="96" fill="#fff"/><rect x="114" y="60" width="28" height="116" fill="#fff"/><rect x="158" y="100" width="28" height="76" fill="#fff"/>`,
    `<path d="M128 56 L146 108 L200 108 L156 140 L172 194 L128 162 L84 194 L100 140 L56 108 L110 108 Z" fill="#fff"/>`,
    `<circle cx="100" cy="128" r="40" fill="#fff"/><circle cx="156" cy="128" r="40" fill="none" stroke="#fff" stroke-width="14"/>`,
  ]
  return svgDoc(256, 256, `<rect width="256" height="256" rx="56" fill="${hsl(h, 55, 42)}"/>${marks[i % marks.length]}`)
}

function bannerSvg(i: number): string {
  const h = ROOTS[i % ROOTS.length].hue
  const dots = Array.from(
    { length: 9 },
    (_, k) =>
      `<circle cx="${80 + k * 135}" cy="${k % 2 ? 90 : 210}" r="${40 + (k % 3) * 18}" fill="${hsl(h + k * 8, 60, 70)}" opacity="0.45"/>`,
  )
  return svgDoc(1200, 300, `${gradient('b', h, 1200, 300)}${dots.join('')}`)
}

function coverSvg(shape: string, h: number): string {
  const art = SHAPES[shape](ink(h))
  return svgDoc(960, 540, `${gradient('c', h, 960, 540)}<g transform="translate(330 120) scale(0.55)">${art}</g>`)
}

export function mediaJobs(storeCount: number): Job[] {
  const jobs: Job[] = []
  for (const root of ROOTS) {
    root.shapes.forEach((shape, s) => {
      for (const v of [0, 1])
        jobs.push({
          file: `products/${root.slug}-${s + 1 + v * 4}.webp`,
          svg: () => productImageSvg(shape, root.hue + v * 35),
        })
    })
    for (const v of [1, 2])
      jobs.push({
        file: `blog/${root.slug}-${v}.webp`,
        svg: () => coverSvg(root.shapes[v === 1 ? 0 : 2], root.hue + v * 15),
      })
  }
  for (let i = 0; i < storeCount; i++) jobs.push({ file: `stores/store-${i + 1}.webp`, svg: () => logoSvg(i) })
  for (let i = 0; i < 8; i++) jobs.push({ file: `stores/banner-${i + 1}.webp`, svg: () => bannerSvg(i) })
  jobs.push({ file: PLACEHOLDER_FILE, svg: placeholderSvg })
  return jobs
}

/** Renders the missing files of the pool; returns how many were written. */
export async function generateMediaPool(mediaDir: string, storeCount: number): Promise<number> {
  const todo = mediaJobs(storeCount).filter((j) => !existsSync(join(mediaDir, j.file)))
  let next = 0
  const worker = async () => {
    while (next < todo.length) {
      const job = todo[next++]
      await renderWebp(job.svg(), join(mediaDir, job.file))
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
  return todo.length
}
