// The built-in test gateway's pages (outside /api: they stand for the bank's site). A Persian page
// shows the amount with «پرداخت» and «انصراف»; each posts back here, and the gateway sends the
// browser to the shop's callback. Only registered when the test gateway is the one in use.
// It looks like the PWA: the same Vazirmatn (served here from the package, so the page needs no
// build) and the same Persian numbers and digits (src/lib/fa.ts).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { formatNumber, toPersianDigits } from '#sdk/rules/digits'
import { TestGateway } from '../adapters/payment/test-gateway'
import { escapeHtml } from './seo-html'

/** The PWA's font file (panda.config.ts), at an address of the gateway's own. */
const FONT_URL = '/pay/test/vazirmatn.woff2'
const FONT_FILE = 'misc/Non-Latin/fonts/webfonts/Vazirmatn-NL[wght].woff2'

export function registerTestGateway(app: FastifyInstance): void {
  const gateway = app.deps.payment
  if (!(gateway instanceof TestGateway)) return

  const fontDir = dirname(createRequire(import.meta.url).resolve('vazirmatn/package.json'))
  let font: Buffer | undefined
  app.get(FONT_URL, async (_req, reply) => {
    font ??= readFileSync(join(fontDir, FONT_FILE))
    return reply.header('Cache-Control', 'public, max-age=86400').type('font/woff2').send(font)
  })

  app.get<{ Params: { authority: string } }>('/pay/test/:authority', async (req, reply) => {
    const attempt = gateway.attempt(req.params.authority)
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8')
    if (!attempt) return reply.code(404).send(page('تراکنش یافت نشد', '<p>این تراکنش وجود ندارد یا منقضی شده است.</p>'))
    const action = (what: string) => `/pay/test/${encodeURIComponent(req.params.authority)}/${what}`
    return page(
      'درگاه پرداخت آزمایشی',
      `<p>${escapeHtml(toPersianDigits(attempt.description))}</p>
      <p class="amount">مبلغ: <strong>${formatNumber(attempt.amount)} تومان</strong></p>
      <p class="note">این درگاه آزمایشی است و پولی جابه‌جا نمی‌شود.</p>
      <div class="actions">
        <form method="post" action="${action('pay')}"><button class="pay" type="submit">پرداخت</button></form>
        <form method="post" action="${action('cancel')}"><button type="submit">انصراف</button></form>
      </div>`,
    )
  })

  // The page's buttons are plain HTML forms: accept their (empty) urlencoded bodies here only.
  app.register(async (forms) => {
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
      done(null, {}),
    )
    for (const [what, pay] of [
      ['pay', true],
      ['cancel', false],
    ] as const) {
      forms.post<{ Params: { authority: string } }>(`/pay/test/:authority/${what}`, async (req, reply) => {
        const next = gateway.settle(req.params.authority, pay)
        if (!next) return reply.code(404).type('text/html; charset=utf-8').send(page('تراکنش یافت نشد', ''))
        return reply.redirect(next, 303)
      })
    }
  })
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="fa-IR" dir="rtl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} | راسته</title>
<link rel="preload" href="${FONT_URL}" as="font" type="font/woff2" crossorigin>
<style>@font-face{font-family:Vazirmatn;src:url('${FONT_URL}') format('woff2');font-weight:100 900;font-display:swap}
body{font-family:Vazirmatn,Tahoma,sans-serif;background:#f4f6f8;margin:0;padding:24px;color:#1b1f24}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 2px 12px #0001}
h1{font-size:1.25rem;margin-block:0 16px}.amount{font-size:1.1rem}.note{color:#5f6b7a;font-size:.9rem}
.actions{display:flex;gap:12px;margin-block-start:20px}.actions form{flex:1}
button{inline-size:100%;padding:12px;border-radius:10px;border:1px solid #c9d1db;background:#fff;font:inherit;cursor:pointer}
button.pay{background:#0f766e;border-color:#0f766e;color:#fff;font-weight:700}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
}
