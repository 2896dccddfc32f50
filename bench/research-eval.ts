/**
 * Research citation eval (issue 8 item 5), builtin provider (no model): over ../shared/data/lawbench-dev/3-8.json
 * (法律咨询), how often the builtin research answer (retrieval + composeBuiltinAnswer, exactly what /research
 * streams, without cases) cites the article of the reference answer.
 * - strict: the first article the reference answer cites (goldArticle of scripts/eval-search.ts);
 * - any: any article the reference answer cites (incl. the bare 第N条 of its 法律依据 block, basisArticles).
 * A reference citing a repealed law (合同法, 婚姻法 …) is mapped to the successor article when repealed.ts maps it,
 * else the item is skipped (so is one citing no article the corpus has). The answer's own citations are resolved:
 * a verified one also has to quote the statute text exactly (checked here; counted as "inexact" if not).
 * The held-out third (isHeldOut, decision 123) is reported apart and never listed: --split=tune|held|all.
 * Run: node --import tsx bench/research-eval.ts [--json] [--limit N] [--split=…] [--misses]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArticleId } from '../server/laws/api-citation';
import { parseCitation, resolveCitation } from '../server/laws/citation';
import { getLawCorpus } from '../server/laws/corpus';
import { composeBuiltinAnswer } from '../server/services/research/compose-builtin-answer';
import { retrieveSources } from '../server/services/research/retrieve-sources';
import { goldArticle, goldArticleRenumbered, isHeldOut, splitArg } from '../scripts/eval-search';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const items = JSON.parse(readFileSync(path.resolve(ROOT, '../shared/data/lawbench-dev/3-8.json'), 'utf8')) as { question: string; answer: string }[];
const limitArg = process.argv.indexOf('--limit');
const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) : items.length;
const corpus = getLawCorpus();

/**
 * Every article of the reference's 法律依据 block. The block quotes 《民法典》第一百六十一条 <text> 第九百三十七条 <text> …:
 * a bare 第N条 opening a quoted article (after 。 or ：) is of the law last named. The citation parser rightly does
 * not guess that in general text; here the block's layout says it.
 */
function basisArticles(answer: string): string[] {
  const at = answer.indexOf('法律依据');
  if (at < 0) return [];
  const block = answer.slice(at);
  const out: string[] = [];
  let law: string | null = null;
  for (const m of block.matchAll(/《([^《》]{2,40})》|(?:^|[。：:；;\s])(第[一二三四五六七八九十百千零]+条(?:之[一二三四五六七八九十]+)?)/g)) {
    if (m[1]) {
      law = m[1];
      continue;
    }
    if (!law || !m[2]) continue;
    const r = resolveCitation(corpus, law, m[2]);
    if (r.ok) out.push(`${r.lawId}/${r.article.number}${r.article.sub ? `-${r.article.sub}` : ''}`);
  }
  return out;
}

async function evalResearch(split: 'tune' | 'held' | 'all') {
  let evaluated = 0;
  let skipped = 0;
  let strict = 0;
  let any = 0;
  let repealedMapped = 0;
  let citations = 0;
  let inexact = 0;
  let renumbered = 0;
  let fixedStrict = 0;
  const misses: string[] = [];
  const times: number[] = [];
  for (const [i, item] of items.slice(0, limit).entries()) {
    if (split !== 'all' && (split === 'held') !== isHeldOut(i)) continue;
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
    for (const id of basisArticles(item.answer)) all.add(id);
    evaluated++;
    const started = performance.now();
    const sources = await retrieveSources(item.question, { corpus, db: undefined as never, withCases: false });
    const answer = composeBuiltinAnswer({ question: item.question, ...sources, corpus });
    times.push(performance.now() - started);
    const cited = answer.citations.filter((c) => c.kind === 'law' && c.article_id).map((c) => c.article_id!);
    if (cited.includes(gold.id)) strict++;
    const fixed = goldArticleRenumbered(corpus, item.answer);
    if (fixed.renumbered) renumbered++;
    if (fixed.id && cited.includes(fixed.id)) fixedStrict++;
    else if (!isHeldOut(i)) misses.push(`${gold.id}\t${cited.slice(0, 4).join(',')}\t${sources.keywords.join(' ')}\t${item.question.slice(0, 90)}`);
    if (cited.some((id) => all.has(id))) any++;
    for (const c of answer.citations.filter((x) => x.kind === 'law' && x.status === 'verified')) {
      citations++;
      const id = parseArticleId(c.article_id!)!;
      if (corpus.getArticle(id.lawId, id.number, id.sub)?.text !== c.text) inexact++;
    }
  }
  times.sort((a, b) => a - b);
  const pct = (k: number) => `${((100 * k) / Math.max(1, evaluated)).toFixed(1)}%`;
  return {
    split,
    evaluated,
    skipped,
    repealedMapped,
    strict: pct(strict),
    renumbered,
    fixedStrict: pct(fixedStrict),
    any: pct(any),
    verifiedCitations: citations,
    inexactQuotes: inexact,
    composeMs: { p50: Math.round(times[Math.floor(times.length / 2)] ?? 0), p95: Math.round(times[Math.floor(times.length * 0.95)] ?? 0) },
    misses,
  };
}

const split = splitArg();
const results = [];
for (const sp of split === 'all' ? (['tune', 'held', 'all'] as const) : [split]) results.push(await evalResearch(sp));
if (process.argv.includes('--json')) console.log(JSON.stringify(results.map((r) => ({ ...r, misses: undefined })), null, 2));
else {
  console.log('| split | task | items (evaluated / skipped) | figure |');
  console.log('|---|---|---|---|');
  for (const r of results) {
    console.log(`| ${r.split} | 3-8 consultation -> builtin research answer cites the reference's first article | ${r.evaluated} / ${r.skipped} | ${r.strict} |`);
    console.log(`| ${r.split} | 3-8 … reference corrected for renumbering (${r.renumbered} items) | ${r.evaluated} / ${r.skipped} | ${r.fixedStrict} |`);
    console.log(`| ${r.split} | 3-8 … cites any article of the reference answer | ${r.evaluated} / ${r.skipped} | ${r.any} |`);
  }
  const r = results[results.length - 1]!;
  console.log(`verified citations ${r.verifiedCitations}, not quoting the statute exactly ${r.inexactQuotes}; repealed references mapped ${r.repealedMapped}; retrieval+compose p50 ${r.composeMs.p50} ms p95 ${r.composeMs.p95} ms`);
  if (process.argv.includes('--misses')) console.log(results[0]!.misses.join('\n'));
}
