/**
 * downloadResearch (api.md legal/download): a research as a .docx — every question and answer (markdown reduced
 * to plain paragraphs with headings and lists) and, after each answer, its citations with their status, the
 * statute text quoted and a repealed law's successor. Answers still streaming are written as they stand.
 */
import type * as Docx from 'docx';
import type { Paragraph } from 'docx';
import { CITATION_STATUS_LABELS, type TCitation } from '@common/api/citation';
import type { DbOrTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { getResearchInfo } from './get-research-info';

const FONT = 'SimSun';
const DISCLAIMER = '本文件由人工智能辅助生成，仅供参考，不构成正式法律意见。';
// docx is loaded by the first download, not at start (decision 226).
type TDocx = typeof Docx;
const runOf = (d: TDocx) => (text: string, bold = false) => new d.TextRun({ text, bold, font: { eastAsia: FONT, ascii: FONT, hAnsi: FONT } });

/** A markdown line as a docx paragraph (headings, list items, quotes; emphasis marks and escapes dropped). */
function paragraphOf(d: TDocx, line: string): Paragraph {
  const { HeadingLevel, Paragraph } = d;
  const run = runOf(d);
  const heading = /^(#{1,6})\s+(.*)$/.exec(line);
  const clean = (s: string) => s.replace(/\*\*|__|`/g, '').replace(/\\([\\`*_[\]#<>|])/g, '$1');
  if (heading) return new Paragraph({ heading: heading[1]!.length <= 3 ? HeadingLevel.HEADING_3 : HeadingLevel.HEADING_4, children: [run(clean(heading[2]!), true)] });
  const quote = /^>\s?(.*)$/.exec(line);
  if (quote) return new Paragraph({ indent: { left: 360 }, children: [run(clean(quote[1]!))] });
  return new Paragraph({ children: [run(clean(line))] });
}

/** One citation line: [n] 《law》article（status）text, successor. */
export function citationLine(c: TCitation, n: number): string {
  const name = c.kind === 'case' ? `${c.law_title ?? ''}（${c.article_label ?? ''}）` : c.article_label ? `《${c.law_title ?? ''}》${c.article_label}` : c.text;
  const status = c.kind === 'case' ? '案例' : CITATION_STATUS_LABELS[c.status];
  const successor = c.successor ? `；现行规定见《${c.successor.law_title}》${c.successor.article_label ?? ''}` : '';
  const reason = c.status !== 'verified' && c.reason ? `；${c.reason}` : '';
  const text = c.kind === 'law' && c.article_label ? `：${c.text}` : '';
  return `[${n}] ${name}（${status}${reason}${successor}）${text}`;
}

/** Builds the .docx of the actor's research (404 for anyone else's). */
export async function downloadResearch(db: DbOrTx, { actor, researchId }: { actor: TActor; researchId: string }): Promise<{ bytes: Buffer; fileName: string }> {
  const info = await getResearchInfo(db, { actor, researchId });
  const d = await import('docx');
  const { Document, HeadingLevel, Packer, Paragraph } = d;
  const run = runOf(d);
  const children: Paragraph[] = [new Paragraph({ heading: HeadingLevel.TITLE, children: [run(`法律研究：${info.title}`, true)] })];
  for (const m of info.messages) {
    if (m.role === 'user') {
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [run(`问题：${m.content}`, true)] }));
      continue;
    }
    for (const line of m.content.split('\n')) if (line.trim()) children.push(paragraphOf(d, line));
    if (m.citations.length) {
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [run('引用与核验', true)] }));
      m.citations.forEach((c, i) => children.push(new Paragraph({ children: [run(citationLine(c, i + 1))] })));
    }
  }
  children.push(new Paragraph({ children: [run(DISCLAIMER)] }));
  const doc = new Document({ creator: 'LawDesk', title: info.title, sections: [{ children }] });
  const safe = info.title.replace(/[\\/:*?"<>|\r\n]+/g, '_').slice(0, 60) || '法律研究';
  return { bytes: Buffer.from(await Packer.toBuffer(doc)), fileName: `${safe}.docx` };
}
