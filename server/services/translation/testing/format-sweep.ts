/**
 * The formatting sweep (issue 11 target: 0 formatting losses on the Word files of contracts-cn): a .docx through the
 * translation round trip — segments, format markers, a stub model that honours them, the run-by-run writer — and
 * what the translated file kept: paragraphs, tables, cells, numbering (numPr), fields, drawings and section
 * properties in every part, and every formatting of the source paragraphs still present on their translation.
 */
import { openDocx } from '../../../review/docx/open-docx';
import { readLayout } from '../../../review/docx/read-docx';
import type { AiProvider } from '../../../ai/index';
import { paragraphShape } from '../paragraph-shape';
import { readSegmentShapes } from '../read-segment-shapes';
import { readSegments } from '../segments';
import { translateSegment } from '../translate-segment';
import { writeTranslatedDocx, type TTranslatedSegment } from '../write-translated-docx';
import { stubTranslate } from './stub-translator';

const COUNTED: Record<string, RegExp> = {
  paragraphs: /<w:p[\s>/]/g,
  tables: /<w:tbl[\s>]/g,
  cells: /<w:tc[\s>]/g,
  numPr: /<w:numPr[\s>/]/g,
  fields: /<w:fldChar[\s>/]|<w:fldSimple[\s>]/g,
  drawings: /<w:drawing[\s>]|<w:pict[\s>]/g,
  sections: /<w:sectPr[\s>]/g,
};

export type TSweepResult = {
  counts: Record<string, [before: number, after: number]>;
  segments: number;
  placed: number;
  runByRun: number;
  fallback: number;
  failed: number;
  /** Formatting keys (bold, underline ...) of source paragraphs, and how many are missing from their translation. */
  formats: number;
  formatsLost: number;
  /** Paragraphs still holding Chinese after translation (should be none). */
  untranslated: number;
  losses: string[];
};

/** An in-process provider answering like the honouring stub, at once. */
export const honouringProvider = {
  id: 'openai-compatible',
  model: 'stub',
  capabilities: {},
  complete: async (messages: { role: string; content: string }[]) => ({
    text: stubTranslate(messages[messages.length - 1]!.content, 'honour'),
    usage: { promptTokens: 0, completionTokens: 0, totalTokens: 0, estimated: true },
    finishReason: 'stop',
    attempts: 1,
  }),
  stream: async function* () {},
} as unknown as AiProvider;

function partsXml(bytes: Uint8Array): string[] {
  const pkg = openDocx(bytes);
  const { layout } = readLayout(pkg);
  return [...layout.parts.values()].map((p) => p.xml);
}

/** Format keys of a paragraph's text runs. */
function keysOf(bytes: Uint8Array): Map<number, Set<string>> {
  const { layout } = readLayout(openDocx(bytes));
  const out = new Map<number, Set<string>>();
  for (const p of layout.paragraphs) {
    const xml = layout.parts.get(p.part)!.xml;
    const shape = paragraphShape(xml, p);
    const keys = new Set<string>();
    for (const pc of shape.pieces) if (pc.kind === 'text' && p.text.slice(pc.start, pc.end).trim()) keys.add(pc.key);
    out.set(p.index, keys);
  }
  return out;
}

/** Runs one .docx through the round trip and compares (see the file comment). */
export async function sweepDocx(bytes: Uint8Array): Promise<TSweepResult> {
  const segments = readSegments('docx', bytes);
  const shapes = readSegmentShapes(bytes);
  const translated: TTranslatedSegment[] = [];
  for (const s of segments) {
    const r = await translateSegment({ provider: honouringProvider, source: s.source, sourceLang: 'zh', targetLang: 'en', terms: [], maskPersonalData: false, shape: shapes.get(s.paragraphIndex) ?? null });
    translated.push({ paragraphIndex: s.paragraphIndex, source: s.source, target: r.ok ? r.target : null, targetMarked: r.ok ? r.targetMarked : null });
  }
  const written = writeTranslatedDocx(bytes, translated);
  const before = partsXml(bytes).join('');
  const after = partsXml(written.bytes).join('');
  const counts: TSweepResult['counts'] = {};
  const losses: string[] = [];
  for (const [name, re] of Object.entries(COUNTED)) {
    counts[name] = [(before.match(re) ?? []).length, (after.match(re) ?? []).length];
    if (counts[name][0] !== counts[name][1]) losses.push(`${name} ${counts[name][0]} -> ${counts[name][1]}`);
  }
  const keysBefore = keysOf(bytes);
  const keysAfter = keysOf(written.bytes);
  let formats = 0;
  let formatsLost = 0;
  for (const s of translated) {
    if (!s.target) continue;
    const want = keysBefore.get(s.paragraphIndex) ?? new Set<string>();
    const have = keysAfter.get(s.paragraphIndex) ?? new Set<string>();
    for (const k of want) {
      formats++;
      if (!have.has(k)) {
        formatsLost++;
        losses.push(`paragraph ${s.paragraphIndex}: formatting "${k || 'plain'}" lost`);
      }
    }
  }
  const { layout } = readLayout(openDocx(written.bytes));
  const targets = new Set(translated.filter((s) => s.target).map((s) => s.paragraphIndex));
  const untranslated = layout.paragraphs.filter((p) => targets.has(p.index) && /[\u4e00-\u9fff]/.test(p.text)).length;
  if (untranslated > 0) losses.push(`${untranslated} translated paragraphs still hold Chinese`);
  if (written.failed > 0) losses.push(`${written.failed} segments could not be placed`);
  return { counts, segments: segments.length, placed: written.placed, runByRun: written.runByRun, fallback: written.fallback, failed: written.failed, formats, formatsLost, untranslated, losses };
}
