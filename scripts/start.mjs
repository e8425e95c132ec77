// npm start: build the PWA when there is no build yet, then run the server (migrations and
// demo data on first run) serving the API and the PWA on http://localhost:$PORT (8080).
// `npm start -- --processes N` runs N server processes on that port (PostgreSQL only: server/cluster.ts).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const rebuild = process.argv.includes('--rebuild')
if (rebuild || !existsSync('dist/index.html') || !existsSync('dist-ssr/entry-server.js')) {
  console.log('Building the PWA (first start)…')
  for (const [cmd, args] of [
    ['npx', ['panda', 'codegen', '--silent']],
    ['npx', ['vite', 'build', '--logLevel', 'warn']],
    // The server's render of the public pages (src/entry-server.tsx → dist-ssr/).
    ['npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn']],
  ]) {
    const res = spawnSync(cmd, args, { stdio: 'inherit' })
    if (res.status !== 0) process.exit(res.status ?? 1)
  }
}
const at = process.argv.indexOf('--processes')
const processes = at > 0 ? Number(process.argv[at + 1]) : 1
const entry = processes > 1 ? ['server/cluster.ts', String(processes)] : ['server/main.ts']
const server = spawn(process.execPath, ['--import', 'tsx', ...entry], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
