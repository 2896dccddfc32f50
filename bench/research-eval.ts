/**
 * Research citation eval (issue 8 item 5), builtin provider (no model): over ../shared/data/lawbench-dev/3-8.json
 * (法律咨询), how often the builtin research answer (retrieval + composeBuiltinAnswer, exactly what /research
 * streams, without cases) cites the article of the reference answer.
 * - strict: the first article the reference answer cites (goldArticle of scripts/eval-search.ts);
 * - any: any article the reference answer cites.
 * A reference citing a repealed law (合同法, 婚姻法 …) is mapped to the successor article when repealed.ts maps it,
 * else the item is skipped (so is one citing no article the corpus has). The answer's own citations are resolved:
 * a verified one also has to quote the statute text exactly (checked here; counted as "inexact" if not).
 * Run: node --import tsx bench/research-eval.ts [--json] [--limit N]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArticleId } from '../server/laws/api-citation';
import { parseCitation, resolveCitation } from '../server/laws/citation';
import { getLawCorpus } from '../server/laws/corpus';
import { composeBuiltinAnswer } from '../server/services/research/compose-builtin-answer';
import { retrieveSources } from '../server/services/research/retrieve-sources';
import { goldArticle } from '../scripts/eval-search';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const items = JSON.parse(readFileSync(path.resolve(ROOT, '../shared/data/lawbench-dev/3-8.json'), 'utf8')) as { question: string; answer: string }[];
const limitArg = process.argv.indexOf('--limit');
const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) : items.length;
const corpus = getLawCorpus();

let evaluated = 0;
let skipped = 0;
let strict = 0;
let any = 0;
let repealedMapped = 0;
let citations = 0;
let inexact = 0;
const times: number[] = [];
for (const item of items.slice(0, limit)) {
  const gold = goldArticle(corpus, item.answer);
  if (!gold.id) {
    skipped++;
    continue;
  }
  if (gold.repealed) repealedMapped++;
  const all = new Set<string>([gold.id]);
  for (const c of parseCitation(item.answer, { knownNames: corpus.knownNames() })) {
    const r = resolveCitation(corpus, c.law, c.article, { sub: c.sub });
    if (r.ok) all.add(`${r.lawId}/${r.article.number}${r.article.sub ? `-${r.article.sub}` : ''}`);
  }
  evaluated++;
  const started = performance.now();
  const sources = await retrieveSources(item.question, { corpus, db: undefined as never, withCases: false });
  const answer = composeBuiltinAnswer({ question: item.question, ...sources, corpus });
  times.push(performance.now() - started);
  const cited = answer.citations.filter((c) => c.kind === 'law' && c.article_id).map((c) => c.article_id!);
  if (cited.includes(gold.id)) strict++;
  if (cited.some((id) => all.has(id))) any++;
  for (const c of answer.citations.filter((x) => x.kind === 'law' && x.status === 'verified')) {
    citations++;
    const id = parseArticleId(c.article_id!)!;
    if (corpus.getArticle(id.lawId, id.number, id.sub)?.text !== c.text) inexact++;
  }
}
times.sort((a, b) => a - b);
const pct = (k: number) => `${((100 * k) / Math.max(1, evaluated)).toFixed(1)}%`;
const result = {
  items: Math.min(limit, items.length),
  evaluated,
  skipped,
  repealedMapped,
  strict: pct(strict),
  any: pct(any),
  verifiedCitations: citations,
  inexactQuotes: inexact,
  composeMs: { p50: Math.round(times[Math.floor(times.length / 2)] ?? 0), p95: Math.round(times[Math.floor(times.length * 0.95)] ?? 0) },
};
if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
else {
  console.log('| task | items (evaluated / skipped) | figure |');
  console.log('|---|---|---|');
  console.log(`| 3-8 consultation -> builtin research answer cites the reference's first article | ${evaluated} / ${skipped} | ${result.strict} |`);
  console.log(`| 3-8 … cites any article of the reference answer | ${evaluated} / ${skipped} | ${result.any} |`);
  console.log(`verified citations ${citations}, not quoting the statute exactly ${inexact}; repealed references mapped ${repealedMapped}; retrieval+compose p50 ${result.composeMs.p50} ms p95 ${result.composeMs.p95} ms`);
}
