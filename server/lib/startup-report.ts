/**
 * What the operator reads at start (issue 17): one line with the statute corpus (laws, articles, source, date) —
 * an error line when it is missing or empty, since every legal basis would then go unverified — and one line
 * naming missing optional system tools with the feature each one costs. Called by main.ts once per process.
 */
import type { FastifyBaseLogger } from 'fastify';
import { corpusStatus } from '../laws/corpus-status';
import { detectSystemTools } from './system-tools';

/** Logs the corpus and system-tool lines; returns whether the corpus is ready. */
export function reportStartup(log: FastifyBaseLogger, env: { SOFFICE_PATH: string }): boolean {
  const corpus = corpusStatus();
  if (corpus.ready) {
    log.info({ laws: corpus.laws, articles: corpus.articles, source: corpus.source, date: corpus.date }, corpus.message);
  } else {
    log.error({ source: corpus.source }, `${corpus.message} —— 审查结果中的法律依据将全部显示为未能核验`);
  }
  const tools = detectSystemTools(env);
  if (tools.missing.length > 0) {
    const list = tools.missing.map((m) => `${m.tool} → 不可用: ${m.feature}`).join('；');
    log.warn({ missing: tools.missing.map((m) => m.tool) }, `缺少可选系统组件: ${list}`);
  }
  return corpus.ready;
}
