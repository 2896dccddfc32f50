/**
 * Format spans and kept blocks of every paragraph of a .docx (decision 200), by paragraph index: read again from the
 * stored original on every run of the job (a retry too), so a segment row never has to carry them.
 */
import { openDocx } from '../../review/docx/open-docx';
import { readLayout } from '../../review/docx/read-docx';
import { paragraphShape, type TSegmentShape } from './paragraph-shape';

/** Shapes of the paragraphs that have something to mark; a paragraph of one plain formatting is left out. */
export function readSegmentShapes(bytes: Uint8Array): Map<number, TSegmentShape> {
  const { layout } = readLayout(openDocx(bytes));
  const shapes = new Map<number, TSegmentShape>();
  for (const p of layout.paragraphs) {
    if (!p.text.trim()) continue;
    const part = layout.parts.get(p.part);
    if (!part) continue;
    const { spans, kept } = paragraphShape(part.xml, p);
    if (spans.length > 0 || kept.length > 0) shapes.set(p.index, { spans, kept });
  }
  return shapes;
}
