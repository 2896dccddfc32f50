/**
 * Helpers for the Word layer's tests: sample files, a strict XML well-formedness check (saxes), tiny hand-made
 * packages, and synthetic findings anchored on real text.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SaxesParser } from 'saxes';
import type { TFinding } from '@common/api/contract';
import type { ReviewDocument } from '../model';
import { writeZip } from './zip';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const dataRoot = path.resolve(repoRoot, '../shared/data');

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((n) => {
      const p = path.join(dir, n);
      return statSync(p).isDirectory() ? walk(p) : [p];
    });
}

/** Every .doc/.docx under shared/data/docx-samples and shared/data/contracts-cn. */
export function sampleFiles(): string[] {
  return [...walk(path.join(dataRoot, 'docx-samples')), ...walk(path.join(dataRoot, 'contracts-cn'))].filter((f) => /\.docx?$/i.test(f));
}

/** Throws with the parser's message when `xml` is not well-formed XML (namespaces checked too). */
export function assertWellFormed(xml: string, label = 'xml'): void {
  const parser = new SaxesParser({ xmlns: true });
  let error: Error | null = null;
  parser.on('error', (e) => {
    error ??= e;
  });
  parser.write(xml).close();
  if (error) throw new Error(`${label} is not well-formed: ${(error as Error).message}`);
}

const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const MC_NS = 'http://schemas.openxmlformats.org/markup-compatibility/2006';

/** A minimal .docx whose body is `bodyXml` (w:, r:, mc:, wps:, v: prefixes declared). Extra parts may be added. */
export function makeDocx(bodyXml: string, extra: Record<string, string> = {}, rels = ''): Uint8Array {
  const enc = new TextEncoder();
  const doc =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="${W_NS}" xmlns:r="${R_NS}" xmlns:mc="${MC_NS}" ` +
    `xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:v="urn:schemas-microsoft-com:vml" ` +
    `xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ` +
    `mc:Ignorable=""><w:body>${bodyXml}<w:sectPr/></w:body></w:document>`;
  const overrides = Object.keys(extra)
    .filter((n) => n.endsWith('.xml'))
    .map((n) => {
      const kind = /header/.test(n) ? 'header' : /footer/.test(n) ? 'footer' : /footnotes/.test(n) ? 'footnotes' : /numbering/.test(n) ? 'numbering' : /styles/.test(n) ? 'styles' : /comments/.test(n) ? 'comments' : '';
      return kind ? `<Override PartName="/${n}" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.${kind}+xml"/>` : '';
    })
    .join('');
  const files: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>${overrides}</Types>`,
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': doc,
    'word/_rels/document.xml.rels':
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`,
    ...extra,
  };
  return writeZip(Object.entries(files).map(([name, text]) => ({ kind: 'data', name, data: enc.encode(text), compress: true })));
}

export const W_DECL = `xmlns:w="${W_NS}"`;

/** A finding with defaults, for tests. */
export function finding(partial: Partial<TFinding> & Pick<TFinding, 'id'>): TFinding {
  return {
    rule_id: 'test',
    level: 'medium',
    title: '测试问题',
    explanation: '风险说明文字',
    suggestion: '修改建议文字',
    legal_basis: [{ law: '民法典', article: '第五百八十五条', text: '当事人可以约定一方违约时应当根据违约情况向对方支付一定数额的违约金。', resolved: true }],
    anchor: null,
    revision: null,
    decision: 'open',
    source: 'rule',
    ...partial,
  };
}

/** A finding anchored on `quote` at its first occurrence in paragraph `index`. */
export function findingOn(doc: ReviewDocument, index: number, quote: string, partial: Partial<TFinding> & Pick<TFinding, 'id'>): TFinding {
  const p = doc.paragraphs[index]!;
  const start = p.text.indexOf(quote);
  if (start < 0) throw new Error(`"${quote}" not in paragraph ${index}: ${p.text}`);
  return finding({ ...partial, anchor: { paragraph_index: index, start, end: start + quote.length, quote } });
}

/**
 * About five findings on real text of a document: spread over body paragraphs, one in a table when the document has
 * tables, one nested inside another, one unanchored; every other one carries a revision.
 */
export function syntheticFindings(doc: ReviewDocument): TFinding[] {
  const usable = doc.paragraphs.filter(
    (p) => (p.location === 'body' || p.location === 'table') && p.part === doc.paragraphs[0]?.part && p.text.trim().length >= 6,
  );
  const body = usable.filter((p) => p.location === 'body');
  const table = usable.find((p) => p.location === 'table');
  const picks = [body[0], body[Math.floor(body.length / 3)], body[Math.floor((2 * body.length) / 3)], table, body[body.length - 1]].filter(
    (p, i, a): p is NonNullable<typeof p> => !!p && a.indexOf(p) === i,
  );
  const out: TFinding[] = picks.map((p, i) => {
    const text = p.text;
    const start = Math.min(1, text.length - 4);
    const end = Math.min(text.length, start + 5);
    const quote = text.slice(start, end);
    const revision = i % 2 === 0 ? ({ op: 'replace', text: `修改后文本${i}` } as const) : i === 3 ? ({ op: 'delete', text: '' } as const) : null;
    return finding({ id: `s${i}`, level: (['high', 'medium', 'low'] as const)[i % 3], anchor: { paragraph_index: p.index, start, end, quote }, revision });
  });
  const first = out[0];
  if (first?.anchor && first.anchor.end - first.anchor.start >= 3) {
    const a = first.anchor;
    const p = doc.paragraphs[a.paragraph_index]!;
    out.push(finding({ id: 'nested', anchor: { paragraph_index: a.paragraph_index, start: a.start + 1, end: a.start + 3, quote: p.text.slice(a.start + 1, a.start + 3) }, revision: { op: 'replace', text: '重叠' } }));
  }
  out.push(finding({ id: 'whole', level: 'high', title: '缺少争议解决条款' }));
  return out;
}
