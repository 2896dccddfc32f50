/**
 * The statute corpus that ships inside the app (decision 112): the just-laws statutes parsed once at build time
 * (scripts/build-laws-bundle.ts) and stored as Brotli-compressed JSON in server/laws/data/just-laws.json.br
 * (~1.5 MB instead of 11 MB of Markdown). Loading it is a decompress + JSON.parse, faster than parsing the
 * Markdown; validity (现行有效 / 尚未生效 / 已被修改) is recomputed at load so a revision comes into force on its
 * date without a rebuild. Server-only: src never imports server/, so none of this reaches the browser bundle.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { assignValidity, type Law, type LawArticle, type ParseStats } from './parse-laws';

/** Where the bundled corpus lives in the repository. */
export const BUNDLED_LAWS_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'data/just-laws.json.br');

/** Where the bundled texts come from (also in THIRD-PARTY-NOTICES.md). */
export interface BundleSource {
  name: string;
  repository: string;
  commit: string;
  /** Date of the source repository's last update the bundle was built from (YYYY-MM-DD). */
  updated: string;
  license: string;
}

/** Article as stored: [number, sub, label, index into the law's path table, text]. */
type PackedArticle = [number, number, string, number, string];
type PackedLaw = Omit<Law, 'articles'> & { paths: string[][]; articles: PackedArticle[] };

interface BundleFile {
  format: 1;
  source: BundleSource;
  builtAt: string;
  stats: ParseStats;
  laws: PackedLaw[];
}

export interface BundledLaws {
  laws: Law[];
  stats: ParseStats;
  source: BundleSource;
  builtAt: string;
}

function pack(law: Law): PackedLaw {
  const paths: string[][] = [];
  const index = new Map<string, number>();
  const articles = law.articles.map((a): PackedArticle => {
    const key = a.path.join('\u0001');
    let i = index.get(key);
    if (i === undefined) {
      i = paths.length;
      paths.push(a.path);
      index.set(key, i);
    }
    return [a.number, a.sub, a.label, i, a.text];
  });
  const { articles: _omit, ...rest } = law;
  return { ...rest, paths, articles };
}

function unpack(law: PackedLaw): Law {
  const { paths, articles, ...rest } = law;
  return {
    ...rest,
    articles: articles.map(([number, sub, label, p, text]): LawArticle => ({ number, sub, label, path: paths[p] ?? [], text })),
  };
}

/** Writes a parsed corpus as the bundle file (build time only). Returns the compressed size in bytes. */
export function writeBundledLaws(file: string, laws: Law[], stats: ParseStats, source: BundleSource): number {
  const body: BundleFile = { format: 1, source, builtAt: new Date().toISOString().slice(0, 10), stats: { ...stats, ms: 0 }, laws: laws.map(pack) };
  const json = Buffer.from(JSON.stringify(body), 'utf8');
  const compressed = brotliCompressSync(json, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
  writeFileSync(file, compressed);
  return compressed.length;
}

/** Reads the bundle file; validity is judged at asOf (default today). Throws when the file is absent or damaged. */
export function readBundledLaws(file: string = BUNDLED_LAWS_FILE, asOf: Date | string = new Date()): BundledLaws {
  const started = performance.now();
  const body = JSON.parse(brotliDecompressSync(readFileSync(file)).toString('utf8')) as BundleFile;
  if (body.format !== 1 || !Array.isArray(body.laws)) throw new Error(`${file}: not a LawDesk statute bundle (format ${String(body.format)})`);
  const laws = body.laws.map(unpack);
  assignValidity(laws, asOf);
  return { laws, stats: { ...body.stats, ms: performance.now() - started }, source: body.source, builtAt: body.builtAt };
}
