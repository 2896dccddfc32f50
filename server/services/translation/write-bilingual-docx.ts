/** The bilingual .docx (issue 11): source and translation paragraph by paragraph, the translation in a muted colour. */
import type { Paragraph } from 'docx';
import type { TTranslatedSegment } from './write-translated-docx';

/** Source and translation paragraph by paragraph; an untranslated segment says so in red. */
export async function writeBilingualDocx(title: string, segments: readonly TTranslatedSegment[]): Promise<Uint8Array> {
  // docx is loaded by the first bilingual download, not at start (decision 226).
  const { AlignmentType, Document, Packer, Paragraph, TextRun } = await import('docx');
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
