/**
 * Imports judgments for case search (issue 8 item 2, decision 122). The folder's files are read in name order:
 * - `*.jsonl`: one judgment per line in the LawDesk format (docs/api-extensions.md "Judgment import format"):
 *   {id, case_no, title?, court, cause | charges[], doc_type?, judged_at | judgment_date, parties?[], facts,
 *   reasoning, result, full_text | full_text_masked, cited?[{law, article}], law_articles?[numbers of 刑法]};
 *   the JuDGE-derived development file already has these field names.
 * - `*.json` holding {dataset: [...]} in the CAIL2021 focus-recognition shape (文书ID, 诉称段, 辩称段, 裁判分析过程段).
 * Rows are upserted by id, so importing the same folder twice changes nothing. Bad lines are counted, not fatal.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { judgments } from '../../db/schema/index';
import { parseCitation } from '../../laws/citation';
import { getLawCorpus } from '../../laws/corpus';
import { invalidateCaseIndex } from './case-index';

export type TJudgmentRow = typeof judgments.$inferInsert;

export interface ImportJudgmentsReport {
  files: number;
  imported: number;
  skipped: number;
  ms: number;
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const strList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** Articles a text cites (《刑法》第二百六十六条, 依照《中华人民共和国合同法》第二百零六条 …). */
function citedIn(text: string): { law: string; article: number; sub?: number }[] {
  const corpus = getLawCorpus();
  const out: { law: string; article: number; sub?: number }[] = [];
  for (const c of parseCitation(text, { knownNames: corpus.knownNames() })) {
    if (!out.some((o) => o.law === c.law && o.article === c.article && (o.sub ?? 0) === c.sub)) out.push({ law: c.law, article: c.article, ...(c.sub ? { sub: c.sub } : {}) });
  }
  return out.slice(0, 40);
}

/** Parties named in a criminal judgment's header (公诉机关…。被告人张3，女…). */
function partiesOf(fullText: string, procuratorate: string): string[] {
  const out: string[] = [];
  if (procuratorate) out.push(`公诉机关：${procuratorate}`);
  const head = fullText.slice(0, 1500);
  for (const m of head.matchAll(/(被告人|原告|被告|上诉人|被上诉人|第三人)([^，,。\s（(：:]{1,20})[，,（(]/g)) {
    const p = `${m[1]}：${m[2]}`;
    if (!out.includes(p)) out.push(p);
    if (out.length >= 12) break;
  }
  return out;
}

/** One JSON Lines record (LawDesk or JuDGE-derived field names) -> a row, or null when it has no text. */
export function judgmentFromRecord(r: Record<string, unknown>, source: string): TJudgmentRow | null {
  const id = str(r.id);
  const fullText = str(r.full_text) || str(r.full_text_masked);
  const facts = str(r.facts);
  const reasoning = str(r.reasoning);
  const result = str(r.result);
  if (!id || !(fullText || facts || reasoning)) return null;
  const charges = strList(r.charges);
  const cause = str(r.cause) || charges.join('、');
  const court = str(r.court);
  const caseNo = str(r.case_no);
  const docType = str(r.doc_type);
  const dateRaw = str(r.judged_at) || str(r.judgment_date);
  const judgedAt = /^\d{4}-\d{2}-\d{2}$/.test(dateRaw) ? dateRaw : null;
  const numbers = Array.isArray(r.law_articles) ? r.law_articles.filter((n): n is number => Number.isInteger(n) && n > 0) : [];
  const given = Array.isArray(r.cited)
    ? r.cited.flatMap((c) => {
        const o = c as { law?: unknown; article?: unknown };
        return typeof o.law === 'string' && Number.isInteger(o.article) ? [{ law: o.law, article: o.article as number }] : [];
      })
    : [];
  const cited = [...given, ...numbers.map((n) => ({ law: '刑法', article: n }))];
  for (const c of citedIn(`${reasoning}\n${result}`)) if (!cited.some((x) => x.law === c.law && x.article === c.article)) cited.push(c);
  const title = str(r.title) || [court, cause ? `${cause}${docType.includes('刑事') ? '案' : ''}` : '', docType || '判决书'].filter(Boolean).join(' ');
  return {
    id,
    caseNo,
    title,
    court,
    cause,
    docType,
    judgedAt,
    parties: strList(r.parties).length > 0 ? strList(r.parties) : partiesOf(fullText, str(r.procuratorate)),
    facts,
    reasoning,
    result,
    fullText: fullText || [facts, reasoning, result].filter(Boolean).join('\n'),
    cited,
    source,
  };
}

/** A CAIL2021 focus-recognition record (civil excerpt) -> a row. */
export function judgmentFromCail(r: Record<string, unknown>, source: string): TJudgmentRow | null {
  const id = str(r['文书ID']);
  const claim = str(r['诉称段']);
  const defence = str(r['辩称段']);
  const analysis = str(r['裁判分析过程段']);
  if (!id || !(claim || analysis)) return null;
  const cut = analysis.search(/判决如下[:：]?/);
  const reasoning = cut >= 0 ? analysis.slice(0, cut) : analysis;
  const result = cut >= 0 ? analysis.slice(cut) : '';
  const cause = /([\u4e00-\u9fff]{2,10}纠纷)/.exec(`${claim}${analysis}`)?.[1] ?? '民事纠纷';
  const parties: string[] = [];
  for (const m of `${claim} ${defence}`.matchAll(/(原告|被告|第三人)([^，,。\s：:、]{1,20}?)(?:诉称|辩称|述称|[，,：:])/g)) {
    const p = `${m[1]}：${m[2]}`;
    if (!parties.includes(p)) parties.push(p);
  }
  const fullText = [claim, defence, analysis].filter(Boolean).join('\n');
  return {
    id: `cail-${id}`,
    caseNo: '',
    title: `${parties.slice(0, 2).map((p) => p.split('：')[1]).join('与')}${cause}（民事判决节选）`,
    court: '',
    cause,
    docType: '民事判决书（节选）',
    judgedAt: null,
    parties,
    facts: [claim, defence].filter(Boolean).join('\n'),
    reasoning,
    result,
    fullText,
    cited: citedIn(analysis),
    source,
  };
}

/** Every judgment in a folder (or one file), in file-name order, with the count of unusable records. */
export function readJudgmentFolder(target: string): { rows: TJudgmentRow[]; files: number; skipped: number } {
  const files = statSync(target).isDirectory()
    ? readdirSync(target)
        .filter((f) => /\.(jsonl|json)$/i.test(f))
        .sort()
        .map((f) => path.join(target, f))
    : [target];
  const rows: TJudgmentRow[] = [];
  let skipped = 0;
  for (const file of files) {
    const name = path.basename(file);
    const text = readFileSync(file, 'utf8');
    if (/\.jsonl$/i.test(file)) {
      for (const line of text.split('\n')) {
        if (line.trim() === '') continue;
        try {
          const row = judgmentFromRecord(JSON.parse(line) as Record<string, unknown>, name);
          if (row) rows.push(row);
          else skipped++;
        } catch {
          skipped++;
        }
      }
    } else {
      try {
        const data = JSON.parse(text) as { dataset?: unknown };
        for (const r of Array.isArray(data.dataset) ? data.dataset : []) {
          const row = judgmentFromCail(r as Record<string, unknown>, name);
          if (row) rows.push(row);
          else skipped++;
        }
      } catch {
        skipped++;
      }
    }
  }
  return { rows, files: files.length, skipped };
}

/** Imports a folder (or file) of judgments: upsert by id, in batches; the case index is rebuilt on next search. */
export async function importJudgments(db: DbOrTx, target: string): Promise<ImportJudgmentsReport> {
  const started = performance.now();
  const { rows, files, skipped } = readJudgmentFolder(target);
  for (let i = 0; i < rows.length; i += 100) {
    const batch = rows.slice(i, i + 100);
    await db
      .insert(judgments)
      .values(batch)
      .onConflictDoUpdate({
        target: judgments.id,
        set: {
          caseNo: sql`excluded.case_no`,
          title: sql`excluded.title`,
          court: sql`excluded.court`,
          cause: sql`excluded.cause`,
          docType: sql`excluded.doc_type`,
          judgedAt: sql`excluded.judged_at`,
          parties: sql`excluded.parties`,
          facts: sql`excluded.facts`,
          reasoning: sql`excluded.reasoning`,
          result: sql`excluded.result`,
          fullText: sql`excluded.full_text`,
          cited: sql`excluded.cited`,
          source: sql`excluded.source`,
        },
      });
  }
  invalidateCaseIndex();
  return { files, imported: rows.length, skipped, ms: Math.round(performance.now() - started) };
}

/** How many judgments are imported. */
export async function countJudgments(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(judgments);
  return Number(row?.n ?? 0);
}
