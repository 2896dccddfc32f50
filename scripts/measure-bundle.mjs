// Sums the gzip size of the JavaScript a first visit to /guidHome downloads: the entry chunk of index.html with its
// static imports, plus the route chunks of the guide layout and the home page with theirs (autoCodeSplitting puts each
// route component in its own chunk). Lazy pieces (login dialog, service-worker registration) are listed apart.
// Run after a build: `npx vite build && node scripts/measure-bundle.mjs` (add --check to fail above the goal).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';

const GOAL_KB = 250;
const dist = resolve(process.cwd(), 'dist');
const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8'));

const gzipKb = (file) => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length / 1024;

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

// The chunks index.html loads itself (its module scripts and modulepreload links). Since decision 211 the first-load
// chunk is no manifest "isEntry" (rolldown makes the $initial group chunk the entry), so both are read.
const html = readFileSync(resolve(dist, 'index.html'), 'utf8');
const htmlFiles = new Set([...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1]));
const entryKeys = Object.keys(manifest).filter((k) => manifest[k].isEntry || htmlFiles.has(manifest[k].file));
const routeKeys = Object.keys(manifest).filter((k) => /src\/routes\/_guide(\/guidHome)?\.tsx/.test(k));
if (!entryKeys.length || routeKeys.length < 2) {
  console.error('manifest lacks the entry or the /guidHome route chunks: build first (npx vite build)');
  process.exit(2);
}
const loaded = closure([...entryKeys, ...routeKeys]);
const lazyKeys = Object.keys(manifest).filter((k) => /LoginDialog|register-sw/.test(k));
const lazy = [...closure(lazyKeys)].filter((k) => !loaded.has(k));

const rows = [...loaded].map((k) => ({ file: manifest[k].file, kb: gzipKb(manifest[k].file) })).sort((a, b) => b.kb - a.kb);
const total = rows.reduce((s, r) => s + r.kb, 0);
console.log('JS loaded by /guidHome (gzip -9):');
for (const r of rows) console.log(`  ${r.kb.toFixed(1).padStart(7)} KB  ${r.file}`);
console.log(`  ${'-'.repeat(9)}\n  ${total.toFixed(1).padStart(7)} KB  total in ${rows.length} files (goal <= ${GOAL_KB} KB: ${total <= GOAL_KB ? 'met' : 'OVER'})`);
const lazyKb = lazy.reduce((s, k) => s + gzipKb(manifest[k].file), 0);
console.log(`  lazy, on demand (login dialog, service-worker registration): ${lazyKb.toFixed(1)} KB more`);
console.log('Reproduce: npx vite build && node scripts/measure-bundle.mjs');
if (process.argv.includes('--check') && total > GOAL_KB) process.exit(1);
