/**
 * Server side of a 100 MB encrypted upload (LDX1, docs/decisions/052): verify (HMAC-SHA256 over the file) + decrypt
 * (AES-256-CBC) throughput of server/crypto/ldx1.ts from a file on disk to a file on disk, each pass on its own, and
 * the whole upload over HTTP through the real route (multipart streamed to a temp file, verified, decrypted, sniffed)
 * with the peak RSS while it runs — it must stay far below the file size: nothing holds the whole file in memory.
 * Run: `npm run bench -- upload-crypto-server` (or `node --import tsx bench/upload-crypto-server.ts`).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { MAX_UPLOAD_BYTES } from '@common/limits';

const self = fileURLToPath(import.meta.url);
const SIZE = MAX_UPLOAD_BYTES;
const mbps = (bytes: number, ms: number) => `${(bytes / 1024 / 1024 / (ms / 1000)).toFixed(0)} MB/s`;
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

function rssSampler() {
  const peak = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads'); const a = new Int32Array(workerData);
     setInterval(() => { const kb = Math.round(process.memoryUsage.rss() / 1024); if (kb > Atomics.load(a, 0)) Atomics.store(a, 0, kb); }, 20);`,
    { eval: true, workerData: peak.buffer },
  );
  return { reset: () => Atomics.store(peak, 0, 0), peak: () => Atomics.load(peak, 0), stop: () => worker.terminate() };
}

export async function run(): Promise<void> {
  const { encryptLdx1Buffer, verifyAndDecryptLdx1File } = await import('../server/crypto/ldx1');
  const { deriveFileKeys, fileKeyIdForUser } = await import('../server/lib/file-keys');
  console.log(`machine: ${os.cpus().length} CPU, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-bench-ldx1-'));
  const sampler = rssSampler();
  try {
    const secret = randomBytes(32).toString('hex');
    const keyId = fileKeyIdForUser('00000000-0000-4000-8000-000000000001');
    const keys = deriveFileKeys(secret, keyId);
    const encrypted = path.join(dir, 'upload.ldx1');
    {
      // Built once, then dropped: only the file on disk is used below.
      const plain = randomBytes(SIZE);
      await writeFile(encrypted, encryptLdx1Buffer(plain, keyId, keys));
    }
    const { size } = await stat(encrypted);

    const h0 = performance.now();
    const hmac = createHmac('sha256', keys.macKey);
    for await (const chunk of createReadStream(encrypted, { highWaterMark: 1 << 20 })) hmac.update(chunk as Buffer);
    hmac.digest();
    const hmacMs = performance.now() - h0;

    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      await verifyAndDecryptLdx1File(encrypted, path.join(dir, `plain${i}`), () => keys);
      runs.push(performance.now() - t0);
      await rm(path.join(dir, `plain${i}`));
    }
    const best = Math.min(...runs);
    console.log(`${(size / 1024 / 1024).toFixed(1)} MB LDX1 file (100 MB plaintext):`);
    console.log(`  HMAC pass alone: ${Math.round(hmacMs)} ms (${mbps(size, hmacMs)})`);
    console.log(`  verify + decrypt to disk: best ${Math.round(best)} ms of 3 (${mbps(size, best)}), runs ${runs.map(Math.round).join(' / ')} ms`);

    // The whole upload through the route: multipart stream -> temp file -> verify -> decrypt -> sniff (random bytes
    // are refused as 'not Word' from the first 8 bytes, so the figure is the transport and crypto path).
    const { buildTestApp } = await import('../tests/helpers/build-test-app');
    const { buildLawyer, multipartFrame, contractPath } = await import('../tests/helpers/contract-client');
    const t = await buildTestApp({ env: { SECRET_KEY: secret } });
    try {
      const lawyer = await buildLawyer(t.app);
      const ownKeys = deriveFileKeys(secret, lawyer.key.keyId);
      const own = path.join(dir, 'own.ldx1');
      await writeFile(own, encryptLdx1Buffer(randomBytes(SIZE), lawyer.key.keyId, ownKeys));
      const frame = multipartFrame('big.docx');
      async function* body() {
        yield frame.head;
        yield* createReadStream(own, { highWaterMark: 1 << 20 });
        yield frame.tail;
      }
      // Over a real socket (the app listening on a free port), as a browser would send it.
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const before = Math.round(process.memoryUsage.rss() / 1024);
      sampler.reset();
      const t0 = performance.now();
      const answer = await new Promise<{ code: number; message: string }>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: contractPath('upload'),
            headers: {
              'content-type': `multipart/form-data; boundary=${frame.boundary}`,
              // A token and no cookies: a machine client, exempt from the XSRF check (api.md).
              token: lawyer.client.token!,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code: number; message: string }));
          },
        );
        req.on('error', reject);
        Readable.from(body()).pipe(req);
      });
      const uploadMs = performance.now() - t0;
      await new Promise((resolve) => setTimeout(resolve, 60));
      console.log(`  whole upload over HTTP (multipart streamed to a temp file, verified, decrypted, sniffed): ${Math.round(uploadMs)} ms (${mbps(size, uploadMs)}), answered ${answer.code} ${answer.message}`);
      console.log(`  RSS before ${mb(before)}, peak during the upload ${mb(sampler.peak())} (+${mb(sampler.peak() - before)} for a ${(size / 1024 / 1024).toFixed(0)} MB file)`);
    } finally {
      await t.close();
    }
  } finally {
    await sampler.stop();
    await rm(dir, { recursive: true, force: true });
  }
  console.log('reproduce: npm run bench -- upload-crypto-server   (or node --import tsx bench/upload-crypto-server.ts)');
}

if (process.argv[1] === self) await run();
