/**
 * Crafted files of every shape for the parsers other than Word (decision 187), at the doors the uploads use:
 * extractPdfText (file Q&A's PDF text phase, isolated thread), readFirstSheet (term and member imports, isolated
 * thread), decodeTextWithin (.txt) and the image header check. Each is refused with the reason its caller maps to a
 * code, and this process (parsing threads included) stays under RSS_BOUND_MB, the same bound as the .docx bombs
 * (server/review/docx/bombs.test.ts). The spreadsheet thread is closed before the PDF thread starts, so the bound is
 * per parser: pdfjs's thread alone takes ~290 MB RSS once loaded. Through the routes: tests/integration/hardening-parser-bombs.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { TXT_MAX_CHARS } from '@common/limits';
import { decodeTxt } from '../../services/document/extract/decode-txt';
import { imageSizeAllowed, readImageSize } from '../../services/document/extract/image-size';
import { extractPdfText } from '../../services/document/extract/run-extraction';
import { InputLimitError } from '../input-limits/input-limit-error';
import { decodeTextWithin } from '../input-limits/text-size';
import { closeXlsxReader, readFirstSheet, XlsxReadError } from '../xlsx/read-first-sheet';
import { jpegBomb, pngBomb } from './image-bombs';
import { ordinaryPdf, pdfNestingBomb, pdfStreamsBomb, pdfTextBomb } from './pdf-bombs';
import { ordinaryWorkbook, rowsBomb, sharedStringsBomb, xlsxEntriesBomb, xlsxNestingBomb } from './xlsx-bombs';

/** The stated bound for reading any crafted file (issue 15 target, as for .docx). */
const RSS_BOUND_MB = 600;
const MB = 1024 * 1024;

let peakRss = 0;
const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
const sampler = setInterval(sample, 10);
afterAll(async () => {
  clearInterval(sampler);
  await closeXlsxReader();
});

async function pdfOutcome(bytes: Uint8Array): Promise<string> {
  try {
    const read = await extractPdfText(bytes, 60_000);
    return `read ${read.numPages}`;
  } catch (err) {
    return (err as { reason?: string }).reason ?? String(err);
  } finally {
    sample();
    if (process.env.BOMB_TRACE) console.log('pdf', Math.round(process.memoryUsage().rss / MB), Math.round(peakRss / MB));
  }
}

async function sheetOutcome(bytes: Uint8Array): Promise<string> {
  try {
    const sheet = await readFirstSheet(bytes, { maxRows: 10_001, maxCols: 3 });
    return sheet ? `rows ${sheet.rowCount}` : 'no sheet';
  } catch (err) {
    expect(err).toBeInstanceOf(XlsxReadError);
    return 'refused';
  } finally {
    sample();
    if (process.env.BOMB_TRACE) console.log('xlsx', Math.round(process.memoryUsage().rss / MB), Math.round(peakRss / MB));
  }
}

describe('PDF, image, .txt and .xlsx bombs are refused while reading, under the RSS bound', () => {
  it('.xlsx: zip and XML bombs are refused; an ordinary workbook reads', async () => {
    expect(await sheetOutcome(await sharedStringsBomb(300 * MB)), 'sharedStrings of 300 MB').toBe('refused');
    expect(await sheetOutcome(await sharedStringsBomb(300 * MB, 1 * MB)), 'the same, header lying').toBe('refused');
    expect(await sheetOutcome(await xlsxEntriesBomb(600)), '600 entries').toBe('refused');
    // Under the XML limit: read (or refused by the thread's cap), never the process's problem; the import then
    // refuses the row count itself.
    expect(await sheetOutcome(await rowsBomb(100_000)), '100,000 rows').toMatch(/^(rows 100001|refused)$/);
    expect(await sheetOutcome(await xlsxNestingBomb(100_000)), 'elements 100,000 deep').toMatch(/^(rows \d+|refused)$/);
    const ordinary = await readFirstSheet(await ordinaryWorkbook(['原文', '译文', '备注'], [['违约金', 'liquidated damages', '']]), { maxRows: 10, maxCols: 3 });
    expect(ordinary!.getRow(2).getCell(2).value).toBe('liquidated damages');
    // Each parser's thread is measured on its own (pdfjs's thread alone is ~290 MB RSS once loaded).
    await closeXlsxReader();
  }, 120_000);

  it('PDF: inflating streams and deep nesting are refused as damaged (20023); an ordinary PDF reads', async () => {
    expect(await pdfOutcome(pdfTextBomb(300 * MB)), 'content stream of 300 MB').toBe('damaged');
    expect(await pdfOutcome(pdfTextBomb(40 * MB)), 'content stream of 40 MB').toBe('damaged');
    expect(await pdfOutcome(pdfStreamsBomb(10, 15 * MB)), 'ten 15 MB streams on one page').toBe('damaged');
    expect(await pdfOutcome(pdfNestingBomb(100_000)), 'arrays 100,000 deep').toBe('damaged');
    expect(await pdfOutcome(ordinaryPdf('The buyer shall pay within thirty days.'))).toBe('read 1');
  }, 120_000);

  it('images: real decompression bombs are refused from their headers', () => {
    const png = pngBomb(60_000, 60_000);
    expect(png.length).toBeLessThan(8 * MB);
    expect(imageSizeAllowed(readImageSize(png)!)).toBe(false);
    expect(imageSizeAllowed(readImageSize(jpegBomb(65_000, 65_000))!)).toBe(false);
    expect(imageSizeAllowed(readImageSize(pngBomb(2480, 3508))!)).toBe(true);
  });

  it('.txt: over the character limit is refused before decoding; the limit itself reads', () => {
    const tooBig = new Uint8Array(TXT_MAX_CHARS * 4 + 1);
    let decoded = false;
    expect(() => decodeTextWithin(tooBig, TXT_MAX_CHARS, (b) => ((decoded = true), decodeTxt(b)))).toThrow(InputLimitError);
    expect(decoded).toBe(false);
    expect(decodeTextWithin(new TextEncoder().encode('甲方'.repeat(1000)), TXT_MAX_CHARS, decodeTxt)).toHaveLength(2000);
  });

  it(`kept the process under ${RSS_BOUND_MB} MB RSS throughout`, () => {
    sample();
    console.log(`parser bombs (unit): peak RSS ${Math.round(peakRss / MB)} MB`);
    expect(peakRss / MB).toBeLessThan(RSS_BOUND_MB);
  });
});
