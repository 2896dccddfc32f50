/**
 * Is the statute corpus there? Legal bases are quoted from it, so an app without it must say so at start and on
 * the readiness endpoint instead of silently marking every citation 未能核验 (issue 17). The corpus loads once
 * per process (getLawCorpus); the first call here loads it, later calls return what that load found.
 */
import { getLawCorpus } from './corpus';

export interface CorpusStatus {
  /** True when a corpus with at least one law and article is loaded. */
  ready: boolean;
  laws: number;
  articles: number;
  /** 内置 just-laws@5c000d2, or the LAWS_DIR folder; null when nothing could be loaded. */
  source: string | null;
  /** Date of the texts (source update for the bundle, folder modification day for LAWS_DIR). */
  date: string | null;
  /** ISO time the corpus was loaded (or the load failed). */
  loaded_at: string;
  /** One Chinese line for logs and the readiness answer. */
  message: string;
}

let cached: CorpusStatus | null = null;

/** The corpus status of this process; loads the corpus on first call (never throws). */
export function corpusStatus(): CorpusStatus {
  if (cached) return cached;
  const loadedAt = new Date().toISOString();
  try {
    const corpus = getLawCorpus();
    const { laws, articles } = corpus.stats;
    const ready = laws > 0 && articles > 0;
    cached = {
      ready,
      laws,
      articles,
      source: corpus.origin.label,
      date: corpus.origin.date,
      loaded_at: loadedAt,
      message: ready
        ? `法规库: ${laws} 部法律, ${articles} 条条文, 来源 ${corpus.origin.label}, 日期 ${corpus.origin.date ?? '未知'}`
        : `法规库为空: ${corpus.origin.label} 中没有可用的法律条文，法律依据将无法核验（检查 LAWS_DIR）`,
    };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    cached = {
      ready: false,
      laws: 0,
      articles: 0,
      source: process.env.LAWS_DIR ?? null,
      date: null,
      loaded_at: loadedAt,
      message: `法规库无法加载，法律依据将无法核验（检查 LAWS_DIR 或 server/laws/data）: ${reason}`,
    };
  }
  return cached;
}

/** Forgets the cached status (tests that switch LAWS_DIR). */
export function resetCorpusStatus(): void {
  cached = null;
}
