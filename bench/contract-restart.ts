/**
 * Restart recovery (issue 16, decision 180): a review interrupted by kill -9 of the whole server, at three points —
 * right after create (job queued), the moment the task shows RUNNING, and 250 ms into the run — then the server is
 * started again on the same DATA_DIR. Figure: restart (spawn) -> the task FINISH, median and max; also checks the
 * task finished once (one set of findings). Goal < 30 s (before: ~910 s, the job's 15-minute expiry).
 * What the start-up waits on is read from the server's own log (LOG_LEVEL=info, pino times): the first line (app
 * built: database open, migrations checked), the corpus line, the start-up sweep (jobs of a dead worker retried),
 * listening, and the review's own 'contract review finished'. The load average is printed with the figures: on
 * the 2-core machine every phase is CPU-bound, so wall time scales with the load.
 *   npm run bench -- contract-restart        (BENCH_RESTART_ROUNDS, default 2 per point)
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildContractDocx, longContractLines } from '../tests/helpers/contract-docx';
import { encryptLdx1, importFileKey } from '../src/features/contract/crypto/ldx1-webcrypto';
import { spawn } from 'node:child_process';
import { freePort, REPO_ROOT, stopGroup, VERSION_PATH, waitFor200 } from './lawdesk-process';

const SAAS = '/api/lawdesk/saas/api/v1';
const CONTRACT = '/api/lawdesk/contract/api/v1';
type Envelope<T> = { code: number; data: T; message: string };

function client(base: string) {
  let xsrf = '';
  let token = '';
  const call = async <T>(method: string, url: string, body?: unknown, raw?: { bytes: Buffer; type: string }): Promise<Envelope<T>> => {
    const headers: Record<string, string> = {};
    if (token) headers.token = token;
    if (xsrf) Object.assign(headers, { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf });
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (raw) headers['content-type'] = raw.type;
    if (url.endsWith('/create')) headers['idempotency-key'] = `M${Date.now()}${randomBytes(3).toString('hex')}`;
    const res = await fetch(`${base}${url}`, { method, headers, body: raw ? new Uint8Array(raw.bytes) : body === undefined ? undefined : JSON.stringify(body) });
    const cookie = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '');
    if (cookie) xsrf = cookie[1]!;
    return (await res.json()) as Envelope<T>;
  };
  return { call, setToken: (t: string) => (token = t), setBase: (b: string) => (base = b) };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

export async function run(): Promise<void> {
  const rounds = Number(process.env.BENCH_RESTART_ROUNDS ?? 2);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-bench-restart-'));
  const env = { DATA_DIR: dataDir, SECRET_KEY: randomBytes(32).toString('hex'), QUOTA_NEW_USER: '{"contract_review":100}' };
  const start = async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, LOG_LEVEL: 'info', PORT: String(port), HOST: '127.0.0.1' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const spawnedAtEpoch = Date.now();
    const spawnedAt = performance.now();
    // Milliseconds after the spawn at which the server logged each phase (first occurrence).
    const phases = new Map<string, number>();
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!phases.has('first log line')) phases.set('first log line', Date.now() - spawnedAtEpoch);
        if (!line.startsWith('{')) continue;
        try {
          const entry = JSON.parse(line) as { time?: number; msg?: string };
          const at = (entry.time ?? Date.now()) - spawnedAtEpoch;
          const msg = entry.msg ?? '';
          const phase = msg.startsWith('法规库') ? 'corpus loaded' : msg.includes('dead worker') ? 'start-up sweep' : msg.startsWith('LawDesk listening') ? 'listening' : msg === 'contract review finished' ? 'review finished' : null;
          if (phase && !phases.has(phase)) phases.set(phase, at);
        } catch {
          // not a log line
        }
      }
    });
    const listenMs = await waitFor200(`http://127.0.0.1:${port}${VERSION_PATH}`, spawnedAt, child);
    return { child, base: `http://127.0.0.1:${port}`, spawnedAt, listenMs, phases };
  };
  const kill9 = async (pid: number | undefined) => {
    try {
      process.kill(-pid!, 'SIGKILL');
    } catch {
      // gone
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  };

  let server = await start();
  const api = client(server.base);
  await api.call('GET', `${SAAS}/base/version`);
  const phone = '13800138016';
  await api.call('POST', `${SAAS}/auth/code`, { phone });
  const outbox = (await readFile(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { phone: string; code: string });
  const login = await api.call<{ satoken: string }>('POST', `${SAAS}/auth/code/login`, { phone, code: outbox.filter((m) => m.phone === phone).pop()!.code });
  api.setToken(login.data.satoken);
  const key = await importFileKey((await api.call<Parameters<typeof importFileKey>[0]>('GET', `${SAAS}/auth/file-key`)).data);
  // A long contract (~60k characters) so a run lasts long enough to be caught RUNNING.
  const plain = await buildContractDocx(longContractLines(60_000));

  const samples: { point: string; ms: number; afterListenMs: number; phases: Map<string, number> }[] = [];
  const loads: number[] = [];
  const points = ['queued', 'running', 'running+250ms'] as const;
  try {
    for (let round = 0; round < rounds; round++) {
      for (const point of points) {
        const encrypted = Buffer.from(await encryptLdx1(new Uint8Array(plain).buffer, key));
        const boundary = `----b${randomBytes(6).toString('hex')}`;
        const multipart = Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file_name"\r\n\r\n长合同.docx\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.ldx1"\r\nContent-Type: application/octet-stream\r\n\r\n`),
          encrypted,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const up = await api.call<{ md5_file: string; timestamp: string; file_name: string; file_count: number }>('POST', `${CONTRACT}/upload`, undefined, {
          bytes: multipart,
          type: `multipart/form-data; boundary=${boundary}`,
        });
        if (up.code !== 200) throw new Error(`upload: ${JSON.stringify(up)}`);
        const created = await api.call<{ task_id: string }>('POST', `${CONTRACT}/create`, {
          review_stance: 'buyer',
          contract_name: up.data.file_name,
          review_people: '王律师',
          timestamp: up.data.timestamp,
          file_md5: up.data.md5_file,
          word_count: up.data.file_count,
          contract_type_id: 'sale',
          file_type_name: '买卖合同',
          review_status: 1,
          custom_require: '',
        });
        if (created.code !== 200) throw new Error(`create: ${JSON.stringify(created)}`);
        const taskId = created.data.task_id;
        const status = async () => (await api.call<{ task_status: string }[]>('PUT', `${CONTRACT}/task/status`, { task_ids: [taskId] })).data[0]?.task_status;
        if (point !== 'queued') {
          while ((await status()) === 'PENDING') await new Promise((resolve) => setTimeout(resolve, 10));
          if (point === 'running+250ms') await new Promise((resolve) => setTimeout(resolve, 250));
        }
        const before = await status();
        await kill9(server.child.pid);
        if (before === 'FINISH') {
          console.log(`  ${point}: finished before the kill, not counted`);
        } else {
          server = await start();
          api.setBase(server.base);
          let state = await status();
          while (state !== 'FINISH' && state !== 'FAILURE') {
            if (performance.now() - server.spawnedAt > 300_000) throw new Error(`${point}: still ${state} 300 s after the restart`);
            await new Promise((resolve) => setTimeout(resolve, 100));
            state = await status();
          }
          const ms = performance.now() - server.spawnedAt;
          samples.push({ point, ms, afterListenMs: ms - server.listenMs, phases: server.phases });
          loads.push(os.loadavg()[0]!);
          const timeline = [...server.phases].map(([name, at]) => `${name} ${(at / 1000).toFixed(1)}`).join(', ');
          console.log(`  kill -9 at ${point} (task was ${before}): restart -> ${state} in ${(ms / 1000).toFixed(1)} s (first 200 after ${(server.listenMs / 1000).toFixed(1)} s; load ${os.loadavg()[0]!.toFixed(1)})`);
          console.log(`    server log, s after spawn: ${timeline}`);
          if (state !== 'FINISH') throw new Error(`${point}: the review ended ${state}`);
        }
        if (server.child.exitCode !== null || before === 'FINISH') {
          server = await start();
          api.setBase(server.base);
        }
      }
    }
  } finally {
    await stopGroup(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
  const all = samples.map((s) => s.ms);
  if (all.length > 0) {
    console.log(`restart -> FINISH over ${all.length} kills: median ${(median(all) / 1000).toFixed(1)} s, max ${(Math.max(...all) / 1000).toFixed(1)} s (goal < 30 s)`);
    const recovery = samples.map((s) => s.afterListenMs);
    console.log(`  of which after the server listens (the recovery itself): median ${(median(recovery) / 1000).toFixed(1)} s, max ${(Math.max(...recovery) / 1000).toFixed(1)} s`);
    for (const phase of ['first log line', 'start-up sweep', 'listening', 'review finished']) {
      const v = samples.map((s) => s.phases.get(phase)).filter((x): x is number => x !== undefined);
      if (v.length) console.log(`  ${phase}: median ${(median(v) / 1000).toFixed(1)} s after the spawn`);
    }
    console.log(`  load average (1 min) at the measurements: ${loads.map((l) => l.toFixed(1)).join(', ')} on ${os.cpus().length} cores`);
    for (const p of points) {
      const v = samples.filter((s) => s.point === p).map((s) => s.ms);
      if (v.length) console.log(`  ${p}: median ${(median(v) / 1000).toFixed(1)} s, max ${(Math.max(...v) / 1000).toFixed(1)} s`);
    }
  }
  console.log('reproduce: npm run bench -- contract-restart');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
