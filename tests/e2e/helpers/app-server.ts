/**
 * Starts the app the way a user does (`npm start` = node --import tsx server/main.ts) on a free port with a
 * fresh DATA_DIR, waits for base/version, and stops the whole process group afterwards (field notes: killing
 * only the parent can orphan the real server).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface RunningApp {
  url: string;
  dataDir: string;
  /** Lines the server printed, for diagnostics. */
  output: string[];
  /** The newest SMS code the console provider 'sent' to this phone (DATA_DIR/sms-outbox.jsonl). */
  readSmsCode(phone: string): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  // env.PORT restarts a server where the browser already is (same origin: same service worker and storage).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lawdesk-e2e-'));
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;

  const killGroup = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  // ~4 s on a quiet machine, but a loaded one (CI rehearsal at load 20) can take over a minute to migrate and
  // import the samples; E2E_START_MS changes the wait.
  const deadline = Date.now() + Number(process.env.E2E_START_MS ?? 110_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${output.join('')}`);
    try {
      const response = await fetch(`${url}/api/lawdesk/saas/api/v1/base/version`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Never leave a half-started server behind: it would hold the port and the data directory.
      killGroup();
      throw new Error(`server did not start:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    dataDir,
    output,
    readSmsCode(phone) {
      const outbox = path.join(dataDir, 'sms-outbox.jsonl');
      if (!existsSync(outbox)) throw new Error('no sms-outbox.jsonl yet');
      const lines = readFileSync(outbox, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { phone: string; code: string });
      const last = lines.filter((line) => line.phone === phone).at(-1);
      if (!last) throw new Error(`no code sent to ${phone}`);
      return last.code;
    },
    async stop() {
      if (child.pid && child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
        const timer = setTimeout(() => {
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {
            // already gone
          }
        }, 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
