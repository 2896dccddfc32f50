/**
 * The statute corpus in memory: loaded once from a just-laws folder, then looked up by law name (title, short
 * title, alias) and article number. The contract-review engine, its knowledge base and the model pass take every
 * legal-basis text from here (resolveCitation in citation.ts), never from memory.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { LEADING_WORD_END, normalizeLawName } from './aliases';
import { BUNDLED_LAWS_FILE, readBundledLaws } from './bundled';
import { type Law, type LawArticle, type ParseOptions, type ParseStats, parseLawFolder } from './parse-laws';
import { REPEALED_LAWS, type RepealedLaw } from './repealed';

export interface CorpusStats extends ParseStats {
  /** Wall time of load(), parse included. */
  loadMs: number;
}

/** Where a corpus came from, for the start-up line and readiness (corpus-status.ts). */
export interface CorpusOrigin {
  kind: 'bundled' | 'folder';
  /** 内置 just-laws@5c000d2 (ImCa0/just-laws), or the folder path. */
  label: string;
  /** Date of the texts: the source's last update for the bundle, the folder's modification day otherwise. */
  date: string | null;
}

function articleKey(number: number, sub: number): number {
  return number * 100 + sub;
}

export class LawCorpus {
  readonly laws: readonly Law[];
  readonly stats: CorpusStats;
  readonly dir: string | null;
  readonly origin: CorpusOrigin;
  private readonly byId = new Map<string, Law>();
  /** Normalized name -> laws carrying it (several only for versions of one title). */
  private readonly byName = new Map<string, Law[]>();
  private readonly repealedByName = new Map<string, RepealedLaw>();
  private readonly articleIndex = new Map<string, Map<number, LawArticle>>();
  /** Names sorted longest first, for suffix matching of names written with a leading verb (根据民法典). */
  private readonly namesLongestFirst: string[];

  constructor(laws: Law[], stats: ParseStats, dir: string | null = null, loadMs = stats.ms, origin?: CorpusOrigin) {
    this.laws = laws;
    this.dir = dir;
    this.origin = origin ?? { kind: 'folder', label: dir ?? '(memory)', date: null };
    this.stats = { ...stats, loadMs };
    for (const law of laws) {
      this.byId.set(law.id, law);
      for (const name of [law.title, ...law.shortTitles]) {
        const key = normalizeLawName(name);
        const list = this.byName.get(key) ?? [];
        list.push(law);
        this.byName.set(key, list);
      }
      const index = new Map<number, LawArticle>();
      for (const a of law.articles) index.set(articleKey(a.number, a.sub), a);
      this.articleIndex.set(law.id, index);
    }
    for (const r of REPEALED_LAWS) {
      for (const name of [r.title, ...r.names]) this.repealedByName.set(normalizeLawName(name), r);
    }
    this.namesLongestFirst = [...this.byName.keys(), ...this.repealedByName.keys()].sort((a, b) => b.length - a.length);
  }

  /** Parses a just-laws folder into a corpus. */
  static load(dir: string, options: ParseOptions = {}): LawCorpus {
    const started = performance.now();
    const { laws, stats } = parseLawFolder(dir, options);
    const date = statSync(dir).mtime.toISOString().slice(0, 10);
    return new LawCorpus(laws, stats, dir, performance.now() - started, { kind: 'folder', label: dir, date });
  }

  /** The corpus that ships with the app (server/laws/data, decision 112). */
  static loadBundled(file: string = BUNDLED_LAWS_FILE, options: ParseOptions = {}): LawCorpus {
    const started = performance.now();
    const { laws, stats, source } = readBundledLaws(file, options.asOf);
    const label = `内置 ${source.name}@${source.commit.slice(0, 7)}`;
    return new LawCorpus(laws, stats, null, performance.now() - started, { kind: 'bundled', label, date: source.updated });
  }

  getLaw(id: string): Law | null {
    return this.byId.get(id) ?? null;
  }

  /**
   * The law in force a name designates: full title, title without 中华人民共和国, alias (民诉法), with or without
   * 《》. When a title has several versions, the one 现行有效. Null when unknown or repealed (see findRepealed).
   */
  findLaw(name: string): Law | null {
    const key = this.canonicalName(name);
    if (key === null) return null;
    const list = this.byName.get(key);
    if (!list) return null;
    return list.find((l) => l.validity === '现行有效') ?? list[0] ?? null;
  }

  /** Every version of the law a name designates (in force, not yet in force, amended). */
  versionsOf(name: string): Law[] {
    const key = this.canonicalName(name);
    return key === null ? [] : [...(this.byName.get(key) ?? [])];
  }

  /** The repealed-law record for a name (合同法, 《中华人民共和国担保法》), or null. */
  findRepealed(name: string): RepealedLaw | null {
    const key = this.canonicalName(name);
    return key === null ? null : (this.repealedByName.get(key) ?? null);
  }

  /**
   * Maps a name as written to a known name: exact after normalization, else the longest known name the text
   * ends with (依据民法典 -> 民法典), else null.
   */
  canonicalName(name: string): string | null {
    const key = normalizeLawName(name);
    if (key === '') return null;
    if (this.byName.has(key) || this.repealedByName.has(key)) return key;
    for (const known of this.namesLongestFirst) {
      if (known.length >= 2 && key.endsWith(known) && LEADING_WORD_END.test(key.slice(0, key.length - known.length))) return known;
    }
    return null;
  }

  /** An article of a law (by id, or by any name findLaw accepts). */
  getArticle(law: string | Law, number: number, sub = 0): LawArticle | null {
    const l = typeof law === 'string' ? (this.byId.get(law) ?? this.findLaw(law)) : law;
    if (!l) return null;
    return this.articleIndex.get(l.id)?.get(articleKey(number, sub)) ?? null;
  }

  /** All names the corpus recognizes (titles, short titles, aliases, repealed names), for citation parsing. */
  knownNames(): string[] {
    return [...this.namesLongestFirst];
  }
}

/** Repository root, from this file's location (server/laws/corpus.ts). */
/**
 * Where the statute folder is: LAWS_DIR if set (a deployment points it at a newer or larger just-laws folder),
 * else null: the corpus bundled with the app (server/laws/data, decision 112). Nothing outside the repository is read.
 */
export function defaultLawsDir(): string | null {
  return process.env.LAWS_DIR ? path.resolve(process.env.LAWS_DIR) : null;
}

const BUNDLED = '(bundled)';
let shared: LawCorpus | null = null;
let sharedKey: string | null = null;

/**
 * The process-wide corpus, loaded on first use (~0.1 s bundled, ~0.3 s from a folder) and kept; later calls are
 * free. `dir` null (the default without LAWS_DIR) is the bundled corpus.
 */
export function getLawCorpus(dir: string | null = defaultLawsDir()): LawCorpus {
  const key = dir === null ? BUNDLED : path.resolve(dir);
  if (!shared || sharedKey !== key) {
    shared = dir === null ? LawCorpus.loadBundled() : LawCorpus.load(key);
    sharedKey = key;
  }
  return shared;
}
