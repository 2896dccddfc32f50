/**
 * Rebuilds the statute corpus that ships with the app (server/laws/data/just-laws.json.br, decision 112) from a
 * just-laws folder:
 *   node --import tsx scripts/build-laws-bundle.ts [<just-laws folder>] [--commit <sha>] [--updated YYYY-MM-DD]
 * Default folder: ../shared/data/laws/just-laws; source commit and date are read from its SOURCES.md when not given.
 * After a rebuild, update the commit in THIRD-PARTY-NOTICES.md and run server/laws/bundled.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { developmentLawsDir } from './development-laws-dir';
import { BUNDLED_LAWS_FILE, writeBundledLaws } from '../server/laws/bundled';
import { parseLawFolder } from '../server/laws/parse-laws';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

const args = process.argv.slice(2);
const folder = path.resolve(args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? developmentLawsDir());
const sourcesMd = path.join(path.dirname(folder), 'SOURCES.md');
const sources = existsSync(sourcesMd) ? readFileSync(sourcesMd, 'utf8') : '';
const found = /just-laws\*\* @ ([0-9a-f]{40}) \(repository updated (\d{4}-\d{2}-\d{2})\)/.exec(sources);
const commit = option(args, '--commit') ?? found?.[1];
const updated = option(args, '--updated') ?? found?.[2];
if (!commit || !updated) {
  console.error('源提交与日期未知：请加 --commit <sha> --updated YYYY-MM-DD');
  process.exit(2);
}
const { laws, stats } = parseLawFolder(folder);
const bytes = writeBundledLaws(BUNDLED_LAWS_FILE, laws, stats, {
  name: 'just-laws',
  repository: 'https://github.com/ImCa0/just-laws',
  commit,
  updated,
  license: 'MIT',
});
console.log(`${path.relative(process.cwd(), BUNDLED_LAWS_FILE)}: ${stats.laws} laws, ${stats.articles} articles, ${(bytes / 1024 / 1024).toFixed(2)} MB (just-laws@${commit.slice(0, 7)}, ${updated})`);
