/**
 * Starts LawDesk the way an operator does (`node --import tsx server/main.ts`), in its own process group so the
 * whole tree can be stopped (field-notes: killing `npm start` can orphan the real server). Shared by the benches.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const VERSION_PATH = '/api/lawdesk/saas/api/v1/base/version';

export type TServerProcess = { child: ChildProcess; port: number; stop(): Promise<void> };

/** Spawns the server with `env` on top of the current environment (PORT and DATA_DIR must be given). */
export function spawnLawDesk(env: Record<string, string>, args: string[] = []): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

/** Sends SIGTERM to the process group and waits for the leader to exit (SIGKILL after 10 s). */
export async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = once(child, 'exit');
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
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

/** Polls `url` until it answers 200; resolves with the milliseconds since `since` (performance.now()). */
export async function waitFor200(
  url: string,
  since: number,
  child: ChildProcess,
  timeoutMs = 120_000,
): Promise<number> {
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr.slice(-2000)}`);
    try {
      const res = await fetch(url);
      if (res.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    if (performance.now() - since > timeoutMs) throw new Error(`no 200 from ${url} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A free TCP port on localhost. */
export async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startLawDesk(env: Record<string, string>): Promise<TServerProcess> {
  const port = await freePort();
  const child = spawnLawDesk({ PORT: String(port), HOST: '127.0.0.1', ...env });
  await waitFor200(`http://127.0.0.1:${port}${VERSION_PATH}`, performance.now(), child);
  return { child, port, stop: () => stopGroup(child) };
}

/**
 * Logs in through the HTTP API like the web app: XSRF cookie, SMS code from the outbox of `dataDir`, code login.
 * Returns the session token and the XSRF value (a bench that wants to look like a browser sends the cookie back).
 */
export async function loginOverHttp(base: string, dataDir: string): Promise<{ token: string; xsrf: string }> {
  const saas = '/api/lawdesk/saas/api/v1';
  const first = await fetch(`${base}${VERSION_PATH}`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  if (!xsrf) throw new Error('no XSRF cookie');
  const headers = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
  const phone = '13912345678';
  await fetch(`${base}${saas}/auth/code`, { method: 'POST', headers, body: JSON.stringify({ phone }) });
  const outbox = (await readFile(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8')).trim().split('\n');
  const { code } = JSON.parse(outbox.at(-1)!) as { code: string };
  const res = await fetch(`${base}${saas}/auth/code/login`, { method: 'POST', headers, body: JSON.stringify({ phone, code }) });
  const body = (await res.json()) as { code: number; data: { satoken: string } };
  if (body.code !== 200) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return { token: body.data.satoken, xsrf };
}
