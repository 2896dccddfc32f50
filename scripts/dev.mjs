// `npm run dev`: the API server in watch mode (restarts on server/ and common/ changes) on PORT (8787) and the Vite
// dev server with hot reload (http://localhost:5173, /api proxied to the API server; vite.config.ts). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', '--watch-path=server', '--watch-path=common', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
