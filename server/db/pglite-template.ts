/**
 * A ready PGlite data directory — initdb done, migrations applied, tenants seeded, pg-boss's schema installed —
 * dumped once and loaded into a fresh DATA_DIR (or a test's in-memory database) instead of running initdb:
 * ~2 s instead of ~8-12 s on a first `npm start` (PGlite's initdb runs in WebAssembly).
 * The dump is keyed by the migrations, the seed and the PGlite and pg-boss versions, so a stale one is never used.
 * `npm install` builds it (scripts/postinstall.mjs -> scripts/build-pglite-template.ts) into node_modules/.cache;
 * tests build it on first use into os.tmpdir().
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PgBoss, fromPglite } from 'pg-boss';
import { openDatabase } from './client';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate';
import { seedTenants } from './seed';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where `npm install` leaves the template for `npm start`. */
export const INSTALLED_TEMPLATE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'lawdesk');

/** A hash of everything that shapes the template's contents. */
export function pgliteTemplateKey(): string {
  const hash = createHash('sha256');
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  for (const file of files) hash.update(file.slice(MIGRATIONS_FOLDER.length)).update(readFileSync(file));
  // The seed is baked in too: an edited seed row must not be masked by a stale dump.
  hash.update(readFileSync(path.join(REPO_ROOT, 'server/db/seed-tenants.ts')));
  // A new PGlite or pg-boss may change the data directory format or pg-boss's schema.
  for (const pkg of ['@electric-sql/pglite', 'pg-boss']) hash.update(packageVersion(pkg));
  return hash.digest('hex').slice(0, 16);
}

/** Read from node_modules directly: neither package exports its package.json. */
function packageVersion(name: string): string {
  const file = path.join(REPO_ROOT, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export function pgliteTemplateFile(dir: string): string {
  return path.join(dir, `pglite-${pgliteTemplateKey()}.tar.gz`);
}

/** Builds the dump in memory (a throwaway in-memory PGlite). */
export async function buildPgliteTemplate(): Promise<Blob> {
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  if (handle.kind !== 'pglite') throw new Error('unreachable');
  await migrateDatabase(handle);
  await seedTenants(handle.db);
  const boss = new PgBoss({ db: fromPglite(handle.pglite), backend: 'pglite', supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
  const dump = await handle.pglite.dumpDataDir('gzip');
  await handle.close();
  return dump;
}

/** The template in `dir` for the current key, building and saving it when absent (atomic rename: racers are safe). */
export async function loadOrBuildPgliteTemplate(dir: string): Promise<Blob> {
  const file = pgliteTemplateFile(dir);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const dump = await buildPgliteTemplate();
  await mkdir(dir, { recursive: true });
  const tmp = `${file}.${randomUUID()}.part`;
  await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
  await rename(tmp, file);
  return dump;
}

/** The installed template when one exists for the current key; never builds (start-up must stay fast). */
export async function installedPgliteTemplate(): Promise<Blob | undefined> {
  const file = pgliteTemplateFile(INSTALLED_TEMPLATE_DIR);
  return existsSync(file) ? new Blob([await readFile(file)]) : undefined;
}
