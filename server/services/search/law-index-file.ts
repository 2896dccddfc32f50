/**
 * The built law index saved as one file and loaded at start instead of tokenizing the corpus again (decision 230):
 * the warm-up then reads ~9 MB of typed arrays instead of segmenting 24,000 articles beside the first review
 * (~1 s of CPU, ~40 MB of short-lived heap and ~20 MB of jieba's native memory that stays). Like the PGlite template
 * (server/db/pglite-template.ts) it lives in node_modules/.cache/lawdesk, is written by `npm install` and by the
 * first start that builds the index, and is keyed by everything that shapes it — the corpus texts as the builder
 * reads them, the source of the code that tokenizes and indexes them, jieba's version — so a stale file is never
 * read: a changed corpus or index code builds (and saves) a new one.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LawCorpus } from '../../laws/corpus';
import { KeyCounts, Postings } from './postings';
import type { BuiltParts } from './law-index';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where `npm install` and the first start leave the file (beside the PGlite template). */
export const LAW_INDEX_CACHE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'lawdesk');

const MAGIC = 'LDLI';
const FORMAT = 1;

/**
 * Source files whose code decides the index's contents: the builder, its storage, tokenizing (jieba's dictionary,
 * legal terms, stop words), article roles and the same-law references. A new file the builder depends on belongs
 * here (law-index-file.test.ts checks the builder's imports against this list).
 */
export const INDEX_SOURCES = [
  'server/services/search/law-index.ts',
  'server/services/search/law-index-file.ts',
  'server/services/search/postings.ts',
  'server/services/search/article-roles.ts',
  'server/laws/segment.ts',
  'server/laws/jieba-dictionary.ts',
  'server/laws/citation.ts',
  'server/laws/aliases.ts',
  'common/text/chinese-numerals.ts',
] as const;

/** A hash of everything the builder reads: the code above, jieba's version and the corpus as the builder sees it. */
export function lawIndexKey(corpus: LawCorpus): string {
  const hash = createHash('sha256');
  hash.update(`${MAGIC}${FORMAT}\0`);
  for (const file of INDEX_SOURCES) hash.update(file).update(readFileSync(path.join(REPO_ROOT, file)));
  hash.update((JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules/@node-rs/jieba/package.json'), 'utf8')) as { version: string }).version);
  for (const law of corpus.laws) {
    hash.update(`\u0001${law.id}\u0002${law.title}\u0002${law.shortTitles[0] ?? ''}\u0002${law.articles.length}`);
    for (const a of law.articles) hash.update(`\u0003${a.number}\u0002${a.sub}\u0002${a.path.join('\u0004')}\u0002${a.text}`);
  }
  return hash.digest('hex').slice(0, 24);
}

export function lawIndexFile(dir: string, key: string): string {
  return path.join(dir, `law-index-${key}.bin`);
}

interface Header {
  key: string;
  docs: number;
  terms: string[];
  avgLength: number;
  avgCitingLength: number;
  lawTitleTokens: [string, string[]][];
  sections: { name: SectionName; kind: 'i32' | 'u16' | 'u32' | 'u8'; length: number }[];
}

type SectionName =
  | 'docLength'
  | 'postingsStart'
  | 'postingsDocs'
  | 'postingsTfs'
  | 'citingStart'
  | 'citingDocs'
  | 'citingTfs'
  | 'bigramKeys'
  | 'bigramCounts'
  | 'referencedBy'
  | 'citingLength'
  | 'roles';

type TypedArray = Int32Array | Uint16Array | Uint32Array | Uint8Array;

const ALIGN = 8;
const pad = (n: number) => (ALIGN - (n % ALIGN)) % ALIGN;

/** The index as bytes: magic, format, header length, JSON header, then each typed array at an 8-byte boundary. */
export function serializeLawIndex(parts: BuiltParts, key: string): Buffer {
  const terms: string[] = new Array<string>(parts.termIds.size);
  for (const [t, id] of parts.termIds) terms[id] = t;
  const bigrams = parts.bigramDf.raw();
  const arrays: [SectionName, TypedArray][] = [
    ['docLength', Uint32Array.from(parts.docs, (d) => d.length)],
    ['postingsStart', parts.postings.start],
    ['postingsDocs', parts.postings.docs],
    ['postingsTfs', parts.postings.tfs],
    ['citingStart', parts.citing.start],
    ['citingDocs', parts.citing.docs],
    ['citingTfs', parts.citing.tfs],
    ['bigramKeys', bigrams.keys],
    ['bigramCounts', bigrams.counts],
    ['referencedBy', parts.referencedBy],
    ['citingLength', parts.citingLength],
    ['roles', parts.roles],
  ];
  const kindOf = (a: TypedArray) => (a instanceof Int32Array ? 'i32' : a instanceof Uint16Array ? 'u16' : a instanceof Uint32Array ? 'u32' : 'u8');
  const header: Header = {
    key,
    docs: parts.docs.length,
    terms,
    avgLength: parts.avgLength,
    avgCitingLength: parts.avgCitingLength,
    lawTitleTokens: [...parts.lawTitleTokens].map(([id, tokens]) => [id, [...tokens]]),
    sections: arrays.map(([name, a]) => ({ name, kind: kindOf(a), length: a.length })),
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const prefix = Buffer.alloc(12);
  prefix.write(MAGIC, 0, 'latin1');
  prefix.writeUInt32LE(FORMAT, 4);
  prefix.writeUInt32LE(json.length, 8);
  const chunks: Uint8Array[] = [prefix, json, Buffer.alloc(pad(12 + json.length))];
  for (const [, a] of arrays) {
    const bytes = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
    chunks.push(bytes, Buffer.alloc(pad(bytes.length)));
  }
  return Buffer.concat(chunks);
}

/**
 * The parts back from bytes, over the corpus they were built from (its articles in the same order), or null when
 * the bytes are not an index of this key and format or do not fit the corpus.
 */
export function deserializeLawIndex(bytes: Buffer, corpus: LawCorpus, key: string): BuiltParts | null {
  const started = performance.now();
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== MAGIC || bytes.readUInt32LE(4) !== FORMAT) return null;
  const jsonLength = bytes.readUInt32LE(8);
  const header = JSON.parse(bytes.toString('utf8', 12, 12 + jsonLength)) as Header;
  if (header.key !== key) return null;
  let offset = 12 + jsonLength;
  offset += pad(offset);
  const sections = new Map<SectionName, TypedArray>();
  for (const { name, kind, length } of header.sections) {
    const Type = kind === 'i32' ? Int32Array : kind === 'u16' ? Uint16Array : kind === 'u32' ? Uint32Array : Uint8Array;
    const byteLength = length * Type.BYTES_PER_ELEMENT;
    if (offset + byteLength > bytes.length) return null;
    // Views into the file's own buffer when it is aligned (readFileSync gives a large file a buffer of its own),
    // else a copy.
    const at = bytes.byteOffset + offset;
    let array: TypedArray;
    if (at % ALIGN === 0) array = new Type(bytes.buffer as ArrayBuffer, at, length);
    else {
      array = new Type(length);
      new Uint8Array(array.buffer).set(bytes.subarray(offset, offset + byteLength));
    }
    sections.set(name, array);
    offset += byteLength + pad(byteLength);
  }
  const get = <T extends TypedArray>(name: SectionName) => sections.get(name) as T;
  const docLength = get<Uint32Array>('docLength');
  const docs: BuiltParts['docs'] = [];
  for (const law of corpus.laws) for (const article of law.articles) docs.push({ law, article, length: docLength[docs.length] ?? 0 });
  if (docs.length !== header.docs || docLength.length !== header.docs) return null;
  const termIds = new Map<string, number>();
  header.terms.forEach((t, id) => termIds.set(t, id));
  return {
    docs,
    termIds,
    postings: new Postings(get('postingsStart'), get('postingsDocs'), get('postingsTfs')),
    avgLength: header.avgLength,
    lawTitleTokens: new Map(header.lawTitleTokens.map(([id, tokens]) => [id, new Set(tokens)])),
    bigramDf: new KeyCounts(get('bigramKeys'), get('bigramCounts')),
    referencedBy: get('referencedBy'),
    citing: new Postings(get('citingStart'), get('citingDocs'), get('citingTfs')),
    citingLength: get('citingLength'),
    avgCitingLength: header.avgCitingLength,
    roles: get('roles'),
    buildMs: performance.now() - started,
  };
}

/** The saved index of this corpus in `dir`, or null when there is none for the current key (or it is unreadable). */
export function readLawIndexFile(dir: string, corpus: LawCorpus, key = lawIndexKey(corpus)): BuiltParts | null {
  const file = lawIndexFile(dir, key);
  if (!existsSync(file)) return null;
  try {
    return deserializeLawIndex(readFileSync(file), corpus, key);
  } catch {
    return null;
  }
}

/**
 * Saves the index (temp file and rename: a reader never sees half a file, two writers do not clash) and removes the
 * files of other keys: each change of the corpus or the index code would otherwise leave 8.5 MB behind.
 */
export async function writeLawIndexFile(dir: string, parts: BuiltParts, key: string): Promise<string> {
  const file = lawIndexFile(dir, key);
  await mkdir(dir, { recursive: true });
  const tmp = `${file}.${randomUUID()}.part`;
  try {
    await writeFile(tmp, serializeLawIndex(parts, key));
    await rename(tmp, file);
  } finally {
    await rm(tmp, { force: true });
  }
  for (const name of await readdir(dir)) {
    if (/^law-index-[0-9a-f]+\.bin$/.test(name) && name !== path.basename(file)) await rm(path.join(dir, name), { force: true });
  }
  return file;
}
