/**
 * The translated file (issue 11). A .docx is written over the original: each translated paragraph replaces the text
 * of its paragraph in place (the Word layer's clean mode, decision 023), so styles, numbering, tables, headers and
 * footers and the paragraph's run formatting stay as they were. A paragraph with mixed formatting inside it takes
 * the formatting of its first run (a translation's word order does not map back onto the source's runs). A .txt
 * comes back as .txt. The bilingual .docx puts source and translation paragraph by paragraph.
 */
import { AlignmentType, Document, Packer, Paragraph, TextRun } from 'docx';
import type { TFinding } from '@common/api/contract';
import { writeAnnotated } from '../../review/docx/index';
import { readDocx } from '../../review/docx/index';

export type TTranslatedSegment = { paragraphIndex: number; source: string; target: string | null };

/** The translated .docx: untranslated segments keep their source text. Returns the bytes and how many were placed. */
export function writeTranslatedDocx(original: Uint8Array, segments: readonly TTranslatedSegment[]): { bytes: Uint8Array; placed: number; failed: number } {
  const paragraphs = readDocx(original).paragraphs;
  const findings: TFinding[] = [];
  for (const s of segments) {
    const p = paragraphs[s.paragraphIndex];
    if (!p || !s.target || p.text.length === 0) continue;
    findings.push({
      id: `t${s.paragraphIndex}`,
      rule_id: 'translation',
      level: 'low',
      title: '',
      explanation: '',
      suggestion: '',
      legal_basis: [],
      anchor: { paragraph_index: p.index, start: 0, end: p.text.length, quote: p.text },
      revision: { op: 'replace', text: s.target },
      decision: 'accepted',
      source: 'model',
    });
  }
  const result = writeAnnotated(original, findings, { mode: 'clean', author: '律台翻译' });
  return { bytes: result.bytes, placed: result.anchored, failed: result.failed.length };
}

/** The translated .txt, line for line. */
export function writeTranslatedTxt(original: Uint8Array, segments: readonly TTranslatedSegment[]): Uint8Array {
  const lines = Buffer.from(original).toString('utf8').split('\n');
  for (const s of segments) if (s.target && lines[s.paragraphIndex] !== undefined) lines[s.paragraphIndex] = s.target;
  return Buffer.from(lines.join('\n'), 'utf8');
}

/** Source and translation paragraph by paragraph, the translation in a muted colour below each source. */
export async function writeBilingualDocx(title: string, segments: readonly TTranslatedSegment[]): Promise<Uint8Array> {
  const children: Paragraph[] = [
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [new TextRun({ text: title, bold: true, size: 32, font: 'Noto Serif CJK SC' })] }),
  ];
  for (const s of segments) {
    children.push(new Paragraph({ spacing: { before: 120 }, children: [new TextRun({ text: s.source, size: 22, font: 'Noto Serif CJK SC' })] }));
    children.push(
      new Paragraph({
        spacing: { after: 120 },
        children: [new TextRun({ text: s.target ?? '（未翻译）', size: 22, color: s.target ? '1F4E79' : 'B00020', font: 'Noto Serif CJK SC' })],
      }),
    );
  }
  const doc = new Document({ creator: '律台', title, sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}
