/**
 * npm run eval:search — law search quality on ../shared/data/lawbench-dev (SOURCES.md), builtin (no model):
 * - 3-2 场景法条预测: the scenario as the query, AI search on; hit@1/@5/@10 of the article the reference answer cites;
 * - 1-1 法条背诵: "XX法第N条" lookup, top-1 must be that article; and the question as asked (…的内容是什么？) top-1.
 * Answers citing a repealed law (合同法, 物权法 …) are mapped to the successor article when repealed.ts maps that
 * article, else left out and counted as skipped; answers citing a law not in the corpus are skipped too.
 * --json prints the figures as JSON; --misses lists the scenario misses.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCitation, resolveCitation } from '../server/laws/citation';
import { getLawCorpus, type LawCorpus } from '../server/laws/corpus';
import { searchLaws } from '../server/services/search/search-laws';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA = path.resolve(ROOT, '../shared/data/lawbench-dev');

interface Item {
  question: string;
  answer: string;
}

/** The article id (law-id/number) an answer cites first, resolved against the corpus (repealed -> successor). */
export function goldArticle(corpus: LawCorpus, answer: string): { id: string | null; repealed: boolean } {
  const text = answer.replace(/(法|条例|规定|办法)的(第)/g, '$1$2').replace(/(法|条例)中?(第[一二三四五六七八九十百千零0-9]+条)/g, '$1$2');
  const cits = parseCitation(text, { knownNames: corpus.knownNames() });
  let repealed = false;
  for (const c of cits) {
    const r = resolveCitation(corpus, c.law, c.article, { sub: c.sub });
    if (r.ok) return { id: `${r.lawId}/${r.article.number}${r.article.sub ? `-${r.article.sub}` : ''}`, repealed };
    if (r.status === 'repealed') {
      repealed = true;
      const s = r.successor;
      if (s && s.articles[0]) {
        const m = /第([一二三四五六七八九十百千零]+)条/.exec(s.articles[0].label);
        const law = corpus.findLaw(s.lawTitle);
        const art = law && m ? corpus.versionsOf(s.lawTitle) && resolveCitation(corpus, s.lawTitle, s.articles[0].label) : null;
        if (art && art.ok) return { id: `${art.lawId}/${art.article.number}`, repealed };
      }
    }
  }
  return { id: null, repealed };
}

function load(name: string): Item[] {
  return JSON.parse(readFileSync(path.join(DATA, name), 'utf8')) as Item[];
}

function pct(a: number, n: number): string {
  return n === 0 ? '–' : `${((100 * a) / n).toFixed(1)}%`;
}

export async function evalSearch(): Promise<Record<string, unknown>> {
  const corpus = getLawCorpus();
  // Scenario -> article.
  const scen = load('3-2.json');
  let n = 0, h1 = 0, h5 = 0, h10 = 0, skipped = 0, repealedMapped = 0;
  const misses: string[] = [];
  const times: number[] = [];
  for (const it of scen) {
    const gold = goldArticle(corpus, it.answer);
    if (!gold.id) {
      skipped++;
      continue;
    }
    if (gold.repealed) repealedMapped++;
    n++;
    const q = it.question.replace(/^场景[:：]/, '');
    const res = await searchLaws({ q, isAi: true, page: 1, pageSize: 10 }, { corpus });
    times.push(res.took_ms);
    const ids = res.items.map((h) => h.article_id);
    const r = ids.indexOf(gold.id);
    if (r === 0) h1++;
    if (r >= 0 && r < 5) h5++;
    if (r >= 0) h10++;
    if (r < 0 || r >= 5) misses.push(`${gold.id}\t${ids.slice(0, 3).join(',')}\t${res.plan?.keywords.join(' ')}\t${q.slice(0, 90)}`);
  }
  // Article lookup.
  const look = load('1-1.json');
  let ln = 0, lTop = 0, qTop = 0, lSkipped = 0;
  for (const it of look) {
    const m = /^(?:宪法相关法|民法商法|行政法|经济法|社会法|刑法|诉讼与非诉讼程序法|生态环境法|宪法)?(.+?)(第[一二三四五六七八九十百千零]+条(?:之[一二三四五六七八九十]+)?)的内容是什么/.exec(it.question);
    if (!m) {
      lSkipped++;
      continue;
    }
    const r = resolveCitation(corpus, m[1]!, m[2]!);
    if (!r.ok) {
      lSkipped++;
      continue;
    }
    ln++;
    const want = `${r.lawId}/${r.article.number}${r.article.sub ? `-${r.article.sub}` : ''}`;
    const a = await searchLaws({ q: `${m[1]}${m[2]}`, isAi: false, page: 1, pageSize: 1 }, { corpus });
    if (a.items[0]?.article_id === want) lTop++;
    const b = await searchLaws({ q: it.question, isAi: true, page: 1, pageSize: 1 }, { corpus });
    if (b.items[0]?.article_id === want) qTop++;
  }
  times.sort((a, b) => a - b);
  return {
    scenario: { items: scen.length, evaluated: n, skipped, repealedMapped, hit1: pct(h1, n), hit5: pct(h5, n), hit10: pct(h10, n) },
    lookup: { items: look.length, evaluated: ln, skipped: lSkipped, top1: pct(lTop, ln), questionTop1: pct(qTop, ln) },
    scenarioMs: { p50: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)] },
    misses,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const r = await evalSearch();
  const showMisses = process.argv.includes('--misses');
  if (process.argv.includes('--json')) console.log(JSON.stringify({ ...r, misses: showMisses ? r.misses : undefined }, null, 2));
  else {
    const s = r.scenario as Record<string, unknown>;
    const l = r.lookup as Record<string, unknown>;
    console.log('| task | items (evaluated / skipped) | figure |');
    console.log('|---|---|---|');
    console.log(`| 3-2 scenario -> article, AI search on, builtin | ${String(s.evaluated)} / ${String(s.skipped)} | hit@1 ${String(s.hit1)}, hit@5 ${String(s.hit5)}, hit@10 ${String(s.hit10)} |`);
    console.log(`| 1-1 "法名第N条" search top-1 | ${String(l.evaluated)} / ${String(l.skipped)} | ${String(l.top1)} |`);
    console.log(`| 1-1 question as asked (…的内容是什么？), AI search top-1 | ${String(l.evaluated)} / ${String(l.skipped)} | ${String(l.questionTop1)} |`);
    console.log(`scenario search took_ms p50 ${String((r.scenarioMs as { p50: number }).p50)} p95 ${String((r.scenarioMs as { p95: number }).p95)}`);
    if (showMisses) console.log((r.misses as string[]).join('\n'));
  }
}
