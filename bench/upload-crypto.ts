/**
 * Browser encryption of a 100 MiB upload (issue 3 item 10): the real encryptLdx1 (src/features/contract/crypto,
 * native SubtleCrypto AES-256-CBC + HMAC-SHA256), bundled into a test page by vite and run in Debian's chromium,
 * next to `openssl enc -aes-256-cbc` on the same bytes. Goal: browser <= 1.5x openssl. Median of 5 runs each.
 *   npm run bench -- upload-crypto
 *   node --import tsx bench/upload-crypto.ts            (same, standalone)
 * BENCH_MIB changes the size (default 100).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const MIB = Number(process.env.BENCH_MIB ?? 100);
const RUNS = 5;
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (msv: number) => `${msv.toFixed(0)} ms (${((MIB / msv) * 1000).toFixed(0)} MiB/s)`;

/** Bundles the real module with a tiny entry that exposes it to the page. */
async function bundle(dir: string): Promise<string> {
  const entry = path.join(dir, 'entry.ts');
  writeFileSync(
    entry,
    `import { importFileKey, encryptLdx1, decryptLdx1 } from '${path.join(root, 'src/features/contract/crypto/ldx1-webcrypto.ts')}';
     (globalThis as any).ldx = { importFileKey, encryptLdx1, decryptLdx1 };`,
  );
  await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@common': path.join(root, 'common'), '@': path.join(root, 'src') } },
    build: { outDir: path.join(dir, 'out'), emptyOutDir: true, minify: true, lib: { entry, formats: ['iife'], name: 'LdxBench', fileName: () => 'ldx.js' } },
  });
  return readFileSync(path.join(dir, 'out/ldx.js'), 'utf8');
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lawdesk-bench-crypto-'));
  try {
    const script = await bundle(dir);
    const plainPath = path.join(dir, 'plain.bin');
    writeFileSync(plainPath, randomBytes(MIB * 1024 * 1024));
    const key = { key_id: 'bench-key', enc_key: randomBytes(32).toString('base64'), mac_key: randomBytes(32).toString('base64') };

    // A localhost origin: SubtleCrypto needs a secure context.
    const server = createServer((req, res) => {
      if (req.url === '/ldx.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
      if (req.url === '/plain.bin') return void res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(readFileSync(plainPath));
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><script src="/ldx.js"></script>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;

    const K = Buffer.from(key.enc_key, 'base64').toString('hex');
    const IV = randomBytes(16).toString('hex');
    const cipherPath = path.join(dir, 'c.bin');
    const time = (fn: () => void) => {
      const t = performance.now();
      fn();
      return performance.now() - t;
    };
    const opensslEnc = () => execFileSync('openssl', ['enc', '-aes-256-cbc', '-K', K, '-iv', IV, '-in', plainPath, '-out', cipherPath]);
    const opensslMac = () => execFileSync('openssl', ['dgst', '-sha256', '-mac', 'HMAC', '-macopt', `hexkey:${K}`, cipherPath]);

    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
    const browserMs: number[] = [];
    const aesOnlyMs: number[] = [];
    const encOnly: number[] = [];
    const encMac: number[] = [];
    let roundTrip = false;
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.evaluate(async (k) => {
        const w = globalThis as unknown as { ldx: { importFileKey: (k: unknown) => Promise<unknown> }; plain?: ArrayBuffer; key?: unknown };
        w.plain = await (await fetch('/plain.bin')).arrayBuffer();
        w.key = await w.ldx.importFileKey(k);
        const raw = Uint8Array.from(atob(k.enc_key), (c) => c.charCodeAt(0));
        (w as unknown as { aes: CryptoKey }).aes = await crypto.subtle.importKey('raw', raw, { name: 'AES-CBC' }, false, ['encrypt']);
      }, key);
      // Runs alternate between the browser and openssl, so both see the same machine load.
      for (let i = 0; i < RUNS; i++) {
        browserMs.push(
          await page.evaluate(async () => {
            const w = globalThis as unknown as { ldx: { encryptLdx1: (b: ArrayBuffer, k: unknown) => Promise<Uint8Array> }; plain: ArrayBuffer; key: unknown; last?: Uint8Array };
            w.last = undefined;
            const t = performance.now();
            w.last = await w.ldx.encryptLdx1(w.plain, w.key);
            return performance.now() - t;
          }),
        );
        // Where the time goes: the platform's AES-CBC step alone, on the same bytes.
        aesOnlyMs.push(
          await page.evaluate(async () => {
            const w = globalThis as unknown as { plain: ArrayBuffer; aes: CryptoKey };
            const t = performance.now();
            await crypto.subtle.encrypt({ name: 'AES-CBC', iv: new Uint8Array(16) }, w.aes, w.plain);
            return performance.now() - t;
          }),
        );
        encOnly.push(time(opensslEnc));
        encMac.push(time(() => (opensslEnc(), opensslMac())));
      }
      // Sanity: what was timed really is the LDX1 file of these bytes.
      roundTrip = await page.evaluate(async () => {
        const w = globalThis as unknown as { ldx: { decryptLdx1: (b: ArrayBuffer, k: unknown) => Promise<ArrayBuffer> }; plain: ArrayBuffer; key: unknown; last: Uint8Array };
        const back = new Uint8Array(await w.ldx.decryptLdx1(w.last.buffer as ArrayBuffer, w.key));
        const plain = new Uint8Array(w.plain);
        return back.length === plain.length && back.every((v, i) => i % 4099 !== 0 || v === plain[i]);
      });
    } finally {
      await browser.close();
      server.close();
    }

    const b = median(browserMs);
    const o = median(encOnly);
    const om = median(encMac);
    console.log(`${MIB} MiB of random bytes, median of ${RUNS} interleaved runs (${os.cpus().length} CPU, ${os.cpus()[0]?.model ?? ''}, load average ${os.loadavg()[0]!.toFixed(1)})`);
    console.log(`  chromium encryptLdx1 (AES-256-CBC + HMAC-SHA256, SubtleCrypto): ${fmt(b)}   runs: ${browserMs.map((x) => x.toFixed(0)).join(', ')} ms`);
    console.log(`    of which SubtleCrypto AES-CBC alone:                          ${fmt(median(aesOnlyMs))}`);
    console.log(`  openssl enc -aes-256-cbc:                                      ${fmt(o)}   runs: ${encOnly.map((x) => x.toFixed(0)).join(', ')} ms`);
    console.log(`  openssl enc + dgst -hmac (same work as LDX1):                  ${fmt(om)}`);
    console.log(`  ratio browser / openssl enc: ${(b / o).toFixed(2)}x (goal <= 1.5x: ${b / o <= 1.5 ? 'met' : 'NOT met'}); browser / openssl enc+hmac: ${(b / om).toFixed(2)}x`);
    console.log(`  round trip (decryptLdx1 of the timed output): ${roundTrip ? 'ok' : 'MISMATCH'}`);
    console.log('Reproduce: npm run bench -- upload-crypto   (or node --import tsx bench/upload-crypto.ts; BENCH_MIB=20 for a quick run)');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
