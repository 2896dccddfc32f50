/**
 * CI as a new user (issue 17): clones this repository's HEAD into an empty temporary folder with no ../shared
 * beside it, runs the README's `npm install` and `npm start` there (npm's cache is shared, so the install is
 * offline-fast), logs in as the first admin with password login, uploads the sample contract the app serves
 * (public/samples, written by scripts/make-sample-contract.ts) encrypted exactly as the browser does, reviews it,
 * and checks that every legal basis carries statute text from the bundled corpus — 民法典第五百八十五条 verbatim.
 * Then stops the app and removes the folder.
 *   node --import tsx scripts/new-user-check.ts        (.ci/run calls it; exit 0 = a new user gets verified bases)
 * NEW_USER_CHECK_KEEP=1 keeps the folder for a look afterwards.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encryptLdx1, importFileKey } from '../src/features/contract/crypto/ldx1-webcrypto';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SAAS = '/api/lawdesk/saas/api/v1';
const CONTRACT = '/api/lawdesk/contract/api/v1';
/** 民法典第五百八十五条 (违约金) as enacted: the sample contract's penalty clause cites it; quoted word for word. */
const ARTICLE_585 = [
  '当事人可以约定一方违约时应当根据违约情况向对方支付一定数额的违约金，也可以约定因违约产生的损失赔偿额的计算方法。',
  '约定的违约金低于造成的损失的，人民法院或者仲裁机构可以根据当事人的请求予以增加；约定的违约金过分高于造成的损失的，人民法院或者仲裁机构可以根据当事人的请求予以适当减少。',
  '当事人就迟延履行约定违约金的，违约方支付违约金后，还应当履行债务。',
].join('\n');

const started = Date.now();
const say = (line: string) => console.log(`new-user-check [${((Date.now() - started) / 1000).toFixed(0)} s] ${line}`);

function fail(message: string): never {
  throw new Error(message);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The environment of a new user's shell: none of the settings a developer or CI may have exported. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['LAWS_DIR', 'SAMPLE_DATA_DIR', 'DATABASE_URL', 'TEST_DATABASE_URL', 'DATA_DIR', 'PORT', 'SECRET_KEY', 'LAWDESK_SKIP_BUILD']) delete env[name];
  return { ...env, ...extra };
}

/** Runs a command; its output is shown only when it fails. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stdout.write(`${result.stdout}\n${result.stderr}\n`);
    fail(`${command} ${args.join(' ')} exited ${result.status ?? result.signal}`);
  }
}

type Envelope<T> = { code: number; message: string; data: T };

/** The XSRF-TOKEN cookie the server sets, echoed in X-XSRF-TOKEN as the web app does (api.md "CSRF"). */
let xsrf = '';

async function api<T>(base: string, method: string, url: string, options: { token?: string; body?: unknown; raw?: Buffer; headers?: Record<string, string> } = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.token = options.token;
  if (xsrf) {
    headers.cookie = `XSRF-TOKEN=${xsrf}`;
    headers['x-xsrf-token'] = xsrf;
  }
  let body: BodyInit | undefined;
  if (options.raw) body = new Uint8Array(options.raw);
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${base}${url}`, { method, headers, body });
  const cookie = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '');
  if (cookie) xsrf = cookie[1]!;
  const parsed = (await res.json()) as Envelope<T>;
  if (parsed.code !== 200) fail(`${method} ${url} -> HTTP ${res.status} ${JSON.stringify(parsed).slice(0, 300)}`);
  return parsed;
}

async function waitForServer(base: string, app: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) fail(`npm start exited ${app.exitCode} before answering`);
    try {
      const res = await fetch(`${base}${SAAS}/base/version`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`no answer from ${base} within ${timeoutMs / 1000} s`);
}

type Finding = { title: string; legal_basis: { law: string; article: string; text: string; resolved: boolean }[] };

async function main(): Promise<void> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'lawdesk-new-user-'));
  const repo = path.join(tmp, 'lawdesk');
  const dataDir = path.join(tmp, 'data');
  let app: ChildProcess | undefined;
  try {
    say(`git clone of ${path.basename(ROOT)} HEAD into ${repo}`);
    run('git', ['clone', '--quiet', '--no-hardlinks', ROOT, repo], tmp, process.env);
    if (existsSync(path.join(tmp, 'shared'))) fail('a ../shared folder exists beside the clone');

    say('npm install (shared npm cache)');
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], repo, cleanEnv({}));

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const admin = { phone: '13900000017', password: `nu-${randomBytes(9).toString('hex')}` };
    const logFile = path.join(tmp, 'app.log');
    const log = openSync(logFile, 'w');
    say(`npm start on port ${port}, fresh DATA_DIR`);
    app = spawn('npm', ['start'], {
      cwd: repo,
      env: cleanEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PHONE: admin.phone, ADMIN_PASSWORD: admin.password }),
      stdio: ['ignore', log, log],
      detached: true,
    });
    await waitForServer(base, app, 120_000);
    const startLog = readFileSync(logFile, 'utf8');
    const corpusLine = /法规库: (\d+) 部法律, (\d+) 条条文, 来源 ([^,"]+)/.exec(startLog);
    if (!corpusLine) fail(`start-up log has no corpus line:\n${startLog.slice(0, 2000)}`);
    say(`start-up: ${corpusLine[0]}`);
    if (Number(corpusLine[1]) < 300) fail(`only ${corpusLine[1]} laws loaded`);

    await api(base, 'GET', `${SAAS}/base/version`);
    // The admin logs in with a password (the first-admin path works); a lawyer with review quota logs in with an
    // SMS code, read from data/sms-outbox.jsonl as the README says.
    await api(base, 'POST', `${SAAS}/auth/password/login`, { body: { account: admin.phone, password: admin.password } });
    const phone = '13800138017';
    await api(base, 'POST', `${SAAS}/auth/code`, { body: { phone } });
    const outbox = readFileSync(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
    const sent = outbox.map((line) => JSON.parse(line) as { phone: string; code: string }).filter((m) => m.phone === phone);
    const code = sent.pop()?.code ?? fail('no SMS code in data/sms-outbox.jsonl');
    const login = await api<{ satoken: string }>(base, 'POST', `${SAAS}/auth/code/login`, { body: { phone, code } });
    const token = login.data.satoken;
    say('logged in: first admin by password, a new lawyer by SMS code from data/sms-outbox.jsonl');

    const sample = await fetch(`${base}/samples/sample-sales-contract.docx`);
    if (!sample.ok) fail(`the app does not serve its sample contract (HTTP ${sample.status})`);
    const plain = new Uint8Array(await sample.arrayBuffer());
    const fileKey = await api<Parameters<typeof importFileKey>[0]>(base, 'GET', `${SAAS}/auth/file-key`, { token });
    const key = await importFileKey(fileKey.data);
    const encrypted = Buffer.from(await encryptLdx1(plain.slice().buffer, key));
    const boundary = `----lawdesk${randomBytes(8).toString('hex')}`;
    const fileName = '工业设备买卖合同（示例）.docx';
    const multipart = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file_name"\r\n\r\n${fileName}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="contract.ldx1"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      encrypted,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await api<{ md5_file: string; timestamp: string; file_name: string; file_count: number }>(base, 'POST', `${CONTRACT}/upload`, {
      token,
      raw: multipart,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    say(`uploaded the sample contract: ${upload.data.file_count} characters`);

    const created = await api<{ task_id: string }>(base, 'POST', `${CONTRACT}/create`, {
      token,
      headers: { 'idempotency-key': `M${Date.now()}${randomBytes(3).toString('hex')}` },
      body: {
        review_stance: 'buyer',
        contract_name: upload.data.file_name,
        review_people: '王律师',
        timestamp: upload.data.timestamp,
        file_md5: upload.data.md5_file,
        word_count: upload.data.file_count,
        contract_type_id: 'sale',
        file_type_name: '买卖合同',
        review_status: 1,
        custom_require: '',
      },
    });
    const taskId = created.data.task_id;
    const deadline = Date.now() + 120_000;
    for (;;) {
      const status = await api<{ task_status: string }[]>(base, 'PUT', `${CONTRACT}/task/status`, { token, body: { task_ids: [taskId] } });
      const state = status.data[0]?.task_status;
      if (state === 'FINISH') break;
      if (state === 'FAILURE') fail('the review failed');
      if (Date.now() > deadline) fail(`the review is still ${state} after 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const result = await api<{ findings: Finding[] }>(base, 'GET', `${CONTRACT}/task/result?task_id=${encodeURIComponent(taskId)}`, { token });
    const bases = result.data.findings.flatMap((f) => f.legal_basis);
    const verified = bases.filter((b) => b.resolved && b.text.length > 0);
    say(`review finished: ${result.data.findings.length} findings, ${bases.length} legal bases, ${verified.length} verified with statute text`);
    if (verified.length === 0) fail('no legal basis carries statute text');
    if (verified.length !== bases.length) {
      fail(`unverified legal bases: ${bases.filter((b) => !b.resolved).map((b) => `${b.law}${b.article}`).join('、')}`);
    }
    const a585 = verified.find((b) => b.law === '民法典' && b.article === '第五百八十五条');
    if (!a585) fail(`民法典第五百八十五条 is not among the legal bases: ${verified.map((b) => `${b.law}${b.article}`).join('、')}`);
    if (a585.text !== ARTICLE_585) fail(`民法典第五百八十五条 is not quoted verbatim: ${a585.text}`);
    say('民法典第五百八十五条 quoted verbatim; every legal basis verified — a new user gets the statute corpus');
  } finally {
    if (app?.pid && app.exitCode === null) {
      try {
        process.kill(-app.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((resolve) => setTimeout(resolve, 1500));
      try {
        process.kill(-app.pid, 'SIGKILL');
      } catch {
        // stopped
      }
    }
    if (process.env.NEW_USER_CHECK_KEEP === '1') say(`kept ${tmp}`);
    // Removing ~800 MB of node_modules takes a minute on a busy disk; it finishes after this script has reported.
    else spawn('rm', ['-rf', tmp], { detached: true, stdio: 'ignore' }).unref();
  }
  say('ok');
}

main().catch((err: unknown) => {
  console.error(`new-user-check FAILED: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
