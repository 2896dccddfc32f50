/**
 * `npm run bench [-- name ...]`: runs the benchmarks and prints their figures (never assertions).
 * Each bench module exports `run(): Promise<void>` printing its own figures and the command to reproduce.
 * With no names, runs all of them in the order below; pass names to run a subset (e.g. `npm run bench -- docx-engine`).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ALL = [
  'cold-start',
  'server-http',
  'bundle-size',
  'docx-engine',
  'laws-corpus',
  'contract-review',
  'upload-crypto',
  'upload-crypto-server',
  'concurrent-reviews',
  'offline',
  'docx-numbering-agreement',
  'docx-libreoffice-ranges',
  'document-files',
  'translation',
];

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const names = requested.length > 0 ? requested : ALL;

for (const name of names) {
  const file = fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
  if (!existsSync(file)) {
    console.log(`\n## ${name}: not present (bench/${name}.ts)`);
    continue;
  }
  console.log(`\n## ${name}`);
  const started = performance.now();
  const module = (await import(file)) as { run: () => Promise<void> };
  await module.run();
  console.log(`(${name} took ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
