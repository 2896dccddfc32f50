/**
 * LawDesk processes for the topology test, started the way an operator does (`node --import tsx server/main.ts
 * --services=api|worker`) and stopped by the test: gracefully, or with SIGKILL to play a crash.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type TProcess = {
  name: string;
  services: 'api' | 'worker';
  /** http://127.0.0.1:<port> for an API process. */
  url: string;
  child: ChildProcess;
  output: string[];
  /** SIGKILL: no shutdown hook runs, as in a crash or an OOM kill. */
  kill9: () => Promise<void>;
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts one process and resolves when it serves (API: /api/ready is 200) or runs its workers (worker). */
export async function startProcess(
  name: string,
  services: 'api' | 'worker',
  env: Record<string, string>,
  timeoutMs = 180_000,
): Promise<TProcess> {
  const port = services === 'api' ? await freePort() : 0;
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', `--services=${services}`], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const proc: TProcess = {
    name,
    services,
    url,
    child,
    output,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited ${child.exitCode}:\n${output.join('')}`);
    if (services === 'worker' && output.join('').includes('LawDesk worker running')) return proc;
    if (services === 'api') {
      const ready = await fetch(`${url}/api/ready`).then((r) => r.status === 200, () => false);
      if (ready) return proc;
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not start in ${timeoutMs} ms:\n${output.join('').slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
