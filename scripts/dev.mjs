// npm run dev: the API (restarting on change) on API_PORT (8080) and Vite with hot reload on
// 5173, which proxies /api, /catalogue, /media and /uploads to the API.
import { spawn } from 'node:child_process'

const apiPort = process.env.API_PORT ?? '8080'
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, WEB_ROOT: '' },
  }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exit(code ?? 0)
  })
